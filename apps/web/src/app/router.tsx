import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from './AppShell';
import { EntryGuard, RequireSession } from './entry-guard';
import { lazyScreen } from './lazy-screen';

const guarded = (element: 'entry' | 'session', load: Parameters<typeof lazyScreen>[0]) => ({
  lazy: async () => {
    const { Component } = await lazyScreen(load)();
    const Guard = element === 'entry' ? EntryGuard : RequireSession;
    return { Component: () => <Guard><Component /></Guard> };
  },
});

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: '/', ...guarded('entry', () => import('../features/tales/screens/CollectionScreen')) },
      { path: '/new', ...guarded('entry', () => import('../features/tales/screens/NewTaleScreen')) },
      { path: '/characters', ...guarded('session', () => import('../features/children/screens/CharactersScreen')) },
      { path: '/characters/new', ...guarded('session', () => import('../features/children/screens/ChildEditScreen')) },
      { path: '/characters/:id', ...guarded('session', () => import('../features/children/screens/ChildEditScreen')) },
      { path: '/g/:id', ...guarded('session', () => import('../features/tales/screens/GenerationScreen')) },
      { path: '/story/demo', lazy: lazyScreen(() => import('../features/reader/screens/DemoStoryScreen')) },
      { path: '/story/:id', ...guarded('session', () => import('../features/reader/screens/StoryScreen')) },
      { path: '/welcome', lazy: lazyScreen(() => import('../features/onboarding/screens/WelcomeScreen')) },
      { path: '/onboarding', lazy: lazyScreen(() => import('../features/onboarding/screens/OnboardingScreen')) },
      { path: '/signin', lazy: lazyScreen(() => import('../features/session/screens/SigninScreen')) },
      { path: '/password', lazy: lazyScreen(() => import('../features/session/screens/PasswordRequestScreen')) },
      { path: '/password/:token', lazy: lazyScreen(() => import('../features/session/screens/PasswordResetScreen')) },
      { path: '/language', lazy: lazyScreen(() => import('../features/profile/screens/LanguageScreen')) },
      { path: '/profile', ...guarded('session', () => import('../features/profile/screens/ProfileScreen')) },
      { path: '/profile/password', ...guarded('session', () => import('../features/profile/screens/ChangePasswordScreen')) },
      { path: '/feedback', ...guarded('session', () => import('../features/profile/screens/FeedbackScreen')) },
      { path: '/subscription', ...guarded('session', () => import('../features/subscription/screens/SubscriptionScreen')) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
