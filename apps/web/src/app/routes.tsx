import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { demoTaleLoader, keepDemoTale } from '../features/reader/demo-tale-loader';
import { AppShell } from './AppShell';
import { EntryGuard, RequireSession } from './entry-guard';
import { lazyScreen } from './lazy-screen';

type ScreenModule = { default: ComponentType };
const screens = import.meta.glob<ScreenModule>('../features/*/screens/*Screen.tsx');

/** Who may open a screen: anyone, the entry rules of / and /new (SPEC §4), or a signed-in parent. */
type Access = 'public' | 'entry' | 'session';
const GUARDS = { entry: EntryGuard, session: RequireSession } as const;

export interface ScreenHandle {
  /** The screen's source, e.g. `onboarding/screens/WelcomeScreen`; the prerender looks its files up by it. */
  screen: string;
  /** Puts the page data the server rendered the screen with where the screen reads it (src/prerender.tsx, the loader). */
  usePageData?: (data: unknown) => void;
}

interface ScreenData {
  loader?: () => Promise<null>;
  usePageData?: (data: unknown) => void;
}

function screenRoute(path: string, screen: string, access: Access, data: ScreenData = {}): RouteObject {
  const load = screens[`../features/${screen}.tsx`];
  if (!load) throw new Error(`no screen ${screen}`);
  const handle: ScreenHandle = { screen, usePageData: data.usePageData };
  return {
    path,
    handle,
    loader: data.loader,
    lazy: async () => {
      const { Component } = await lazyScreen(load)();
      if (access === 'public') return { Component };
      const Guard = GUARDS[access];
      return { Component: () => <Guard><Component /></Guard> };
    },
  };
}

/** Every screen; the browser router (main.tsx) and the build's prerender (prerender.tsx) share them. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      screenRoute('/', 'tales/screens/CollectionScreen', 'entry'),
      screenRoute('/new', 'tales/screens/NewTaleScreen', 'entry'),
      screenRoute('/characters', 'children/screens/CharactersScreen', 'session'),
      screenRoute('/characters/new', 'children/screens/ChildEditScreen', 'session'),
      screenRoute('/characters/:id', 'children/screens/ChildEditScreen', 'session'),
      screenRoute('/g/:id', 'tales/screens/GenerationScreen', 'session'),
      screenRoute('/story/demo', 'reader/screens/DemoStoryScreen', 'public', { loader: demoTaleLoader, usePageData: keepDemoTale }),
      screenRoute('/story/:id', 'reader/screens/StoryScreen', 'session'),
      screenRoute('/welcome', 'onboarding/screens/WelcomeScreen', 'public'),
      screenRoute('/onboarding', 'onboarding/screens/OnboardingScreen', 'public'),
      screenRoute('/signin', 'session/screens/SigninScreen', 'public'),
      screenRoute('/password', 'session/screens/PasswordRequestScreen', 'public'),
      screenRoute('/password/:token', 'session/screens/PasswordResetScreen', 'public'),
      screenRoute('/language', 'profile/screens/LanguageScreen', 'public'),
      screenRoute('/profile', 'profile/screens/ProfileScreen', 'session'),
      screenRoute('/profile/password', 'profile/screens/ChangePasswordScreen', 'session'),
      screenRoute('/feedback', 'profile/screens/FeedbackScreen', 'session'),
      screenRoute('/subscription', 'subscription/screens/SubscriptionScreen', 'session'),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
