import { PAGES } from '@skazka/contract';

/** Screens of the web app, defined once in the contract. */
export const PATHS = PAGES;

/** Routes a visitor may open without signing in (docs/PRODUCT.md §6). */
export const PUBLIC_PATHS = [
  /^\/welcome$/,
  /^\/signin$/,
  /^\/password(\/[^/]+)?$/,
  /^\/onboarding$/,
  /^\/story\/demo$/,
  /^\/language$/,
  /^\/shared\/[^/]+$/,
  /^\/legal\/[^/]+$/,
];
export const isPublicPath = (pathname: string) =>
  PUBLIC_PATHS.some((re) => re.test(pathname.replace(/\/$/, '') || '/'));
