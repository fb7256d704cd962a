import { Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './app/app-layout.tsx';
import { lazyPage, type TLazyPage } from './app/lazy-page.tsx';
import { PageLoadBoundary } from './app/page-load-boundary.tsx';
import { LoadingScreen, RedirectVerifiedUser, RequireAdmin, RequireVerifiedUser } from './app/route-guards.tsx';
import { useDocumentTitle } from './app/use-document-title.ts';
import { CreatePageSkeleton } from './features/create/components/create-page-skeleton.tsx';
import { MealPlannerPageSkeleton } from './features/meal-planner/components/meal-planner-page-skeleton.tsx';
import { SavedPageSkeleton } from './features/saved/components/saved-page-skeleton.tsx';
import { loadSession } from './lib/auth-client.ts';
import { withQueryClient } from './lib/lazy-query-client.tsx';
import { isSignedInShell } from './lib/signed-in-shell.ts';
import { paths } from './paths.ts';

// Declarative routes (useRoutes), not a data router: the app loads no data in loaders, and
// createBrowserRouter's data layer would cost the first page ~16 kB of gzipped JavaScript.
// Each page is its own chunk so the first page only downloads what it shows; the pages that ask the API
// through TanStack Query get its client with them (withQueryClient), the public ones do without.
const preloadByRoute = new WeakMap<RouteObject, TLazyPage['preload']>();

/**
 * A signed-in page's start: its frame while the session is pending (in its prerendered HTML,
 * scripts/prerender.mjs) and its first screen's queries, started at once instead of after the session.
 */
type TSignedInStart = { skeleton: ReactNode; prefetch: () => Promise<void> };
const signedInStartByRoute = new WeakMap<RouteObject, TSignedInStart>();

/** A page route; `name`, its `handle.title`, is the page's own name for the browser tab ('Saved Recipes | Forkcast'). */
function page(path: string, load: () => Promise<ComponentType>, name?: string, signedInStart?: TSignedInStart): RouteObject {
  const { Page, preload } = lazyPage(load);
  const route: RouteObject = { path, element: <Page />, handle: name ? { title: name } : undefined };
  preloadByRoute.set(route, preload);
  if (signedInStart) signedInStartByRoute.set(route, signedInStart);
  return route;
}

// The last pathname's matches: the first load asks for them three times (the prefetch, the preload, the pending
// page), and on a slow phone each matchRoutes (flattening and ranking every route) was a long task of its own
// (issue 29). One entry is enough: the routes never change, and all three ask about the same pathname.
let lastMatches: { pathname: string; matches: ReturnType<typeof matchRoutes> } | undefined;

function matchPage(pathname: string): NonNullable<ReturnType<typeof matchRoutes>> {
  if (lastMatches?.pathname !== pathname) lastMatches = { pathname, matches: matchRoutes(routes, pathname) };
  return lastMatches.matches ?? [];
}

function findSignedInStart(pathname: string): TSignedInStart | undefined {
  return matchPage(pathname)
    .map(({ route }) => signedInStartByRoute.get(route))
    .find(Boolean);
}

/**
 * Behind the sign-in guard while the session is pending: in a signed-in page's HTML, that page's frame
 * (drawn before any script, replaced by the page without a shift); anywhere else, Loading.
 */
function PendingPage() {
  const { pathname } = useLocation();
  const start = isSignedInShell() ? findSignedInStart(pathname) : undefined;
  return start?.skeleton ?? <LoadingScreen />;
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // The landing keeps the product title.
      page(paths.home, () => import('./features/landing/pages/landing-page.tsx').then((module) => module.LandingPage)),
      {
        element: (
          <RedirectVerifiedUser>
            <Outlet />
          </RedirectVerifiedUser>
        ),
        children: [
          page(paths.login, () => import('./features/auth/pages/login-page.tsx').then((module) => module.LoginPage), 'Login'),
          page(paths.signup, () => import('./features/auth/pages/signup-page.tsx').then((module) => module.SignupPage), 'Sign Up'),
        ],
      },
      page(paths.forgotPassword, () => import('./features/auth/pages/forgot-password-page.tsx').then((module) => module.ForgotPasswordPage), 'Forgot Password'),
      page(
        paths.resetPassword,
        () => import('./features/auth/pages/reset-password-page.tsx').then((module) => module.ResetPasswordPage),
        'Choose a New Password',
      ),
      page(paths.verifyEmail, () => import('./features/auth/pages/verify-email-page.tsx').then((module) => module.VerifyEmailPage), 'Verify Your E-mail'),
      page(paths.pricing, () => import('./features/pricing/pages/pricing-page.tsx').then((module) => module.PricingPage), 'Pricing'),
      page(paths.contact, () => withQueryClient(import('./features/contact/pages/contact-page.tsx').then((module) => module.ContactPage)), 'Contact Us'),
      // Public by choice: signed out it is a preview with "Save to my recipes".
      page(
        paths.sharedPattern,
        () => withQueryClient(import('./features/shared-recipe/pages/shared-recipe-page.tsx').then((module) => module.SharedRecipePage)),
        'Shared Recipe',
      ),
      page(paths.terms, () => import('./features/terms/pages/terms-page.tsx').then((module) => module.TermsPage), 'Terms and Conditions'),
      {
        element: (
          <RequireVerifiedUser pending={<PendingPage />}>
            <Outlet />
          </RequireVerifiedUser>
        ),
        children: [
          page(paths.create, () => withQueryClient(import('./features/create/pages/create-page.tsx').then((module) => module.CreatePage)), 'Create Recipe', {
            skeleton: <CreatePageSkeleton />,
            prefetch: () => import('./features/create/api/prefetch-create-page.ts').then((module) => module.prefetchCreatePage()),
          }),
          page(paths.saved, () => withQueryClient(import('./features/saved/pages/saved-page.tsx').then((module) => module.SavedPage)), 'Saved Recipes', {
            skeleton: <SavedPageSkeleton />,
            prefetch: () => import('./features/saved/api/prefetch-saved-page.ts').then((module) => module.prefetchSavedPage()),
          }),
          page(
            paths.mealPlanner,
            () => withQueryClient(import('./features/meal-planner/pages/meal-planner-page.tsx').then((module) => module.MealPlannerPage)),
            'Meal Planner',
            {
              skeleton: <MealPlannerPageSkeleton />,
              prefetch: () => import('./features/meal-planner/api/prefetch-meal-planner-page.ts').then((module) => module.prefetchMealPlannerPage()),
            },
          ),
          page(paths.settings, () => withQueryClient(import('./features/settings/pages/settings-page.tsx').then((module) => module.SettingsPage)), 'Settings'),
          page(paths.cookbook, () => withQueryClient(import('./features/cookbook/pages/cookbook-page.tsx').then((module) => module.CookbookPage)), 'Cookbook'),
          page(
            paths.joinHousehold,
            () => withQueryClient(import('./features/household/pages/join-household-page.tsx').then((module) => module.JoinHouseholdPage)),
            'Join a Household',
          ),
          page(
            paths.devCheckout,
            () => withQueryClient(import('./features/billing/pages/dev-checkout-page.tsx').then((module) => module.DevCheckoutPage)),
            'Checkout',
          ),
        ],
      },
      {
        element: (
          <RequireAdmin>
            <Outlet />
          </RequireAdmin>
        ),
        children: [page(paths.admin, () => withQueryClient(import('./app/admin-dashboard.tsx').then((module) => module.AdminDashboard)), 'Admin Dashboard')],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

/** Loads the chunks of the pages that `pathname` shows, so the first render needs no suspending. */
export async function preloadPages(pathname: string): Promise<void> {
  await Promise.all(matchPage(pathname).map(({ route }) => preloadByRoute.get(route)?.()));
}

/**
 * Starts a signed-in page's session request and its first screen's queries together, rather than the
 * queries after the session. Only in the signed-in frame, which the server sends only with a session cookie:
 * a visitor's page (the plain shell) would get nothing but 401s, so there the queries wait for the guard.
 * Other pages: nothing.
 */
export async function prefetchPageData(pathname: string): Promise<void> {
  const start = isSignedInShell() ? findSignedInStart(pathname) : undefined;
  if (start) await Promise.all([loadSession(), start.prefetch()]);
}

/** The whole app under a router (BrowserRouter in the browser, StaticRouter at build time). */
export function AppRoutes() {
  useDocumentTitle(routes);
  const element = useRoutes(routes);
  // Until the first page's chunk arrives (a visit straight to a page that is not prerendered) the whole
  // screen says Loading, navbar included; moving between pages keeps the old one meanwhile (a transition).
  return (
    <PageLoadBoundary>
      <Suspense fallback={<LoadingScreen />}>{element}</Suspense>
    </PageLoadBoundary>
  );
}
