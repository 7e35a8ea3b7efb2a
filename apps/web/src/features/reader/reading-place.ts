/** Where a tale was left, kept on this device per tale so the reader can offer to go on from there. */
export interface ReadingPlace {
  page: number;
  time: number;
}

// A few seconds into the first page are not worth an offer to go on.
const PAGE_ONE_WORTH_S = 5;

const keyOf = (taleKey: string) => `skazka.place.${taleKey}`;

export function loadPlace(taleKey: string): ReadingPlace | null {
  try {
    const place = JSON.parse(localStorage.getItem(keyOf(taleKey)) ?? 'null') as ReadingPlace | null;
    return place && (place.page > 1 || place.time >= PAGE_ONE_WORTH_S) ? place : null;
  } catch {
    return null;
  }
}

export function savePlace(taleKey: string, place: ReadingPlace | null): void {
  try {
    if (place) localStorage.setItem(keyOf(taleKey), JSON.stringify(place));
    else localStorage.removeItem(keyOf(taleKey));
  } catch {
    /* private mode or full storage: the place is simply not remembered */
  }
}
