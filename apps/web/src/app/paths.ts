/** Screens of the web app (SPEC §2) and those known only by their texts. */
export const PATHS = {
  home: '/',
  characters: '/characters',
  characterNew: '/characters/new',
  characterEdit: (id: number | string) => `/characters/${id}`,
  welcome: '/welcome',
  onboarding: '/onboarding',
  signin: '/signin',
  password: '/password',
  passwordReset: (token: string) => `/password/${token}`,
  newTale: '/new',
  generation: (id: number | string) => `/g/${id}`,
  story: (id: number | string) => `/story/${id}`,
  demo: '/story/demo',
  profile: '/profile',
  changePassword: '/profile/password',
  subscription: '/subscription',
  feedback: '/feedback',
  language: '/language',
  notFound: '/not-found',
} as const;

/** Routes a visitor may open without signing in (SPEC §6). */
export const PUBLIC_PATHS = [/^\/welcome$/, /^\/signin$/, /^\/password(\/[^/]+)?$/, /^\/onboarding$/, /^\/story\/demo$/, /^\/language$/];
export const isPublicPath = (pathname: string) => PUBLIC_PATHS.some((re) => re.test(pathname.replace(/\/$/, '') || '/'));
