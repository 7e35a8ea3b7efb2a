/** Business limits of docs/PRODUCT.md §5 and §9, the one source for server and web. */
export const LIMITS = {
  passwordMin: 8,
  passwordMax: 255,
  emailMax: 254,
  feedbackTextMax: 1000,
  nameMax: 60,
  uploadMaxBytes: 5 * 1024 * 1024,
  yearMin: 1900,
  yearMax: 9999,
  ratingMin: 1,
  ratingMax: 5,
  talesInFlightPerUser: 3,
  resetTokenHours: 24,
  trialDays: 3,
  /** The largest id the database stores (PostgreSQL `integer`); a bigger one names nothing. */
  idMax: 2_147_483_647,
  /** Live event streams one user keeps open; opening one more closes the oldest. */
  eventStreamsPerUser: 4,
} as const;

/** Image types a child's photo may have; the server decides from the bytes. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;

export const TIMING = {
  initialLoadRetryMs: 1000,
  initialLoadAttempts: 20,
  alertAutoCloseMs: 5000,
  resizeThrottleMs: 300,
} as const;

export const BREAKPOINTS = {
  popupMobile: 513,
  tablet: 769,
  desktop: 1024,
  wide: 1440,
  mobile: 768,
  landscapeMinWidth: 400,
} as const;
