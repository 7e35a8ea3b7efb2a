import { PAGES } from '@skazka/contract';
import type { ComponentType } from 'react';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import { demoTaleLoader, keepDemoTale, keepStoryTale, storyTaleLoader } from '../features/reader/tale-loaders';
import { AppShell } from './AppShell';
import { EntryGuard, RequireSession } from './entry-guard';
import { lazyScreen } from './lazy-screen';

type ScreenModule = { default: ComponentType };
const screens = import.meta.glob<ScreenModule>('../features/*/screens/*Screen.tsx');

/** Who may open a screen: anyone, the entry rules of / and /new (docs/PRODUCT.md §4), or a signed-in parent. */
type Access = 'public' | 'entry' | 'session';
const GUARDS = { entry: EntryGuard, session: RequireSession } as const;

export interface ScreenHandle {
  /** The screen's source, e.g. `onboarding/screens/WelcomeScreen`; the prerender looks its files up by it. */
  screen: string;
  /** Puts the page data the server rendered the screen with where the screen reads it (src/prerender.tsx, the loader). */
  usePageData?: (data: unknown) => void;
}

interface ScreenData {
  /** Starts what the screen shows first beside its code (src/features/reader/tale-loaders.ts). */
  loader?: LoaderFunction;
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
      return {
        Component: () => (
          <Guard>
            <Component />
          </Guard>
        ),
      };
    },
  };
}

/** Every screen; the browser router (main.tsx) and the build's prerender (prerender.tsx) share them. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      screenRoute(PAGES.home, 'tales/screens/CollectionScreen', 'entry'),
      screenRoute(PAGES.newTale, 'tales/screens/NewTaleScreen', 'entry'),
      screenRoute(PAGES.characters, 'children/screens/CharactersScreen', 'session'),
      screenRoute(PAGES.characterNew, 'children/screens/ChildEditScreen', 'session'),
      screenRoute(PAGES.characterEdit(':id'), 'children/screens/ChildEditScreen', 'session'),
      screenRoute(PAGES.generation(':id'), 'tales/screens/GenerationScreen', 'session'),
      screenRoute(PAGES.demo, 'reader/screens/DemoStoryScreen', 'public', {
        loader: demoTaleLoader,
        usePageData: keepDemoTale,
      }),
      screenRoute(PAGES.story(':id'), 'reader/screens/StoryScreen', 'session', {
        loader: storyTaleLoader,
        usePageData: keepStoryTale,
      }),
      screenRoute(PAGES.shared(':token'), 'reader/screens/SharedStoryScreen', 'public'),
      screenRoute(PAGES.welcome, 'onboarding/screens/WelcomeScreen', 'public'),
      screenRoute(PAGES.onboarding, 'onboarding/screens/OnboardingScreen', 'public'),
      screenRoute(PAGES.signin, 'session/screens/SigninScreen', 'public'),
      screenRoute(PAGES.password, 'session/screens/PasswordRequestScreen', 'public'),
      screenRoute(PAGES.passwordReset(':token'), 'session/screens/PasswordResetScreen', 'public'),
      screenRoute(PAGES.language, 'profile/screens/LanguageScreen', 'public'),
      screenRoute(PAGES.legal(':doc'), 'legal/screens/LegalScreen', 'public'),
      screenRoute(PAGES.profile, 'profile/screens/ProfileScreen', 'session'),
      screenRoute(PAGES.changePassword, 'profile/screens/ChangePasswordScreen', 'session'),
      screenRoute(PAGES.feedback, 'profile/screens/FeedbackScreen', 'session'),
      screenRoute(PAGES.subscription, 'subscription/screens/SubscriptionScreen', 'session'),
      { path: '*', element: <Navigate to={PAGES.home} replace /> },
    ],
  },
];
