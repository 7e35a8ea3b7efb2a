import { PAGE_DATA_ID, type PageData } from '@skazka/contract';

/**
 * The data the server put into this prerendered page for its screen (the
 * demo's tale), taken once: a later visit to the screen asks the API.
 */
export function takePageData(): unknown {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    return (JSON.parse(element.textContent ?? '') as PageData).data;
  } catch {
    return null;
  }
}
