/**
 * The web app's screens (docs/PRODUCT.md §2 and those known only by their texts): the
 * web app routes them, the server links to them (mail) and serves their
 * prerendered pages.
 */
export const PAGES = {
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
  shared: (token: string) => `/shared/${token}`,
  profile: '/profile',
  changePassword: '/profile/password',
  subscription: '/subscription',
  feedback: '/feedback',
  language: '/language',
  legal: (doc: string) => `/legal/${doc}`,
  notFound: '/not-found',
} as const;

/**
 * What the server may put into a prerendered page for its screen (the demo
 * page carries its tale): a JSON script of this id where the page has the
 * marker, with the pictures the screen shows first, for the page to preload.
 */
export const PAGE_DATA_ID = 'page-data';
export const PAGE_DATA_MARKER = '<!--page-data-->';
export interface PageData {
  data: unknown;
  preload_images: string[];
}
