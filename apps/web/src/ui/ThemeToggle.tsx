import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentTheme, storeTheme, subscribeToTheme, type Theme } from './theme';
import { Icon } from './Icon';

/** Prerendered pages show the light theme's button; hydration then switches it to the page's theme. */
const PRERENDERED_THEME: Theme = 'light';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, () => PRERENDERED_THEME);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="btn btn--ghost"
      aria-label={t(`common.theme.${next}`)}
      title={t('common.theme.toggle')}
      onClick={() => storeTheme(next)}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
