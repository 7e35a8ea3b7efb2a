/**
 * Every path of docs/API.md, once, and the two the reference leaves out (the sandbox's
 * checkout page, signed media). The server registers these and the web app calls
 * them; both accept them with or without the trailing slash.
 */
export const API = {
  signup: '/api/user/',
  /** DELETE erases the account (the same path as signup). */
  account: '/api/user/',
  accountExport: '/api/user/export/',
  legal: (doc: string) => `/api/legal/${doc}/`,
  login: '/api/auth/token/login/',
  logout: '/api/auth/token/logout/',
  profile: '/api/user/profile/',
  setPassword: '/api/user/set_password/',
  passwordReset: '/api/password_reset/',
  passwordResetValidate: '/api/password_reset/validate_token/',
  passwordResetConfirm: '/api/password_reset/confirm/',
  passwordSetByLink: (token: string) => `/password/${encodeURIComponent(token)}/`,

  subscription: '/api/user/subscription/',
  stripeCheckout: '/api/user/create_subscription_stripe/',
  stripeEmbeddedCheckout: '/api/user/create_subscription_stripe_embedded/',
  cancelSubscription: '/api/user/cancel_subscription/',
  payments: '/api/user/payments/',
  tinkoffAmount: '/api/amount_sub/tinkoff/',
  plans: '/api/plans/',
  stripeWebhook: '/api/payments/stripe/webhook/',
  tinkoffNotification: '/api/payments/tinkoff/notification/',
  /** The sandbox provider's own checkout page (a fresh install pays nothing, through it). */
  sandboxCheckout: (orderId: string) => `/api/payments/sandbox/${encodeURIComponent(orderId)}/`,

  children: '/api/child/',
  child: (id: number | string) => `/api/child/${id}/`,
  childUpload: (id: number | string) => `/api/child/${id}/upload_image/`,
  avatarPresets: (id: number | string) => `/api/link/${id}/`,
  newImage: '/api/new_image/',
  /** A look's avatar picture (SVG), public and cached for good: the id names every choice. */
  avatars: '/api/avatar/',
  avatar: (lookId: string) => `/api/avatar/${lookId}.svg`,
  characters: '/api/character/',
  character: (id: number | string) => `/api/character/${id}/`,
  morals: '/api/moral/',

  tales: '/api/tale/',
  tale: (id: number | string) => `/api/tale/${id}/`,
  taleEvents: (id: number | string) => `/api/tale/${id}/events/`,
  taleRetry: (id: number | string) => `/api/tale/${id}/retry/`,
  taleView: (id: number | string) => `/api/tale/${id}/view/`,
  taleExample: '/api/tale/view_example/',
  taleAudio: (id: number | string) => `/api/tale/${id}/audio_speech/`,
  taleQuestion: (id: number | string) => `/api/tale/${id}/question/`,
  talePrint: (id: number | string) => `/api/tale/${id}/print/`,
  taleAudiobook: (id: number | string) => `/api/tale/${id}/audiobook/`,
  taleShare: (id: number | string) => `/api/tale/${id}/share/`,
  shared: (token: string) => `/api/shared/${encodeURIComponent(token)}/`,
  sharedAudio: (token: string) => `/api/shared/${encodeURIComponent(token)}/audio_speech/`,
  sharedQuestion: (token: string) => `/api/shared/${encodeURIComponent(token)}/question/`,

  /** A stored file (picture, narration, book) behind a signed URL, from local disk or S3 through the server. */
  media: (key: string) => `/api/media/${key}`,

  feedback: '/api/feedback/',
  health: '/api/health/',
  docs: '/api/docs',
} as const;

/** Auth token header and cookie names (docs/PRODUCT.md §4, §7). */
export const AUTH_HEADER_PREFIX = 'Token ';
export const AUTH_COOKIE = '__wt-at';
/**
 * The interface language the web app shows (kept in its storage too), as a cookie so the server can
 * render a parent's own page in it.
 */
export const LOCALE_COOKIE = 'skazka-locale';
