/** Locally stored keys (docs/PRODUCT.md §9): locale, theme, active child, friend and moral, the tales' language; the reader's choices; changes waiting for the network. */
export const STORAGE_KEYS = {
  locale: 'skazka.locale',
  theme: 'skazka.theme',
  activeChild: 'skazka.activeChild',
  activeFriend: 'skazka.activeFriend',
  activeMoral: 'skazka.activeMoral',
  taleLanguage: 'skazka.taleLanguage',
  everAuthorized: 'skazka.everAuthorized',
  onboarding: 'skazka.onboarding',
  readerView: 'skazka.readerView',
  bedtime: 'skazka.bedtime',
  deviceVoice: 'skazka.deviceVoice',
  pendingTale: 'skazka.pendingTale',
  checkoutChoice: 'skazka.checkoutChoice',
  outbox: 'skazka.outbox',
} as const;
export type StorageKey = keyof typeof STORAGE_KEYS;

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS[key]);
  } catch {
    return null; // private mode or storage disabled: behave as if nothing was stored
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(STORAGE_KEYS[key]);
    else window.localStorage.setItem(STORAGE_KEYS[key], value);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}
