import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AppLayout } from './app/app-layout.tsx';
import { LoadingScreen, RedirectVerifiedUser, RequireAdmin, RequireVerifiedUser } from './app/route-guards.tsx';
import { withQueryClient } from './lib/lazy-query-client.tsx';
import { type TRouteHandle } from './lib/page-title.ts';
import { paths } from './paths.ts';

/** Each page names itself for the browser tab ('Saved Recipes | Forkcast'); the landing keeps the product title. */
function title(name: string): TRouteHandle {
  return { title: name };
}

// Each page is its own chunk so the first page only downloads what it shows; the pages that ask the API
// through TanStack Query get its client with them (withQueryClient), the public ones do without.
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: paths.home, lazy: async () => ({ Component: (await import('./features/landing/pages/landing-page.tsx')).LandingPage }) },
      {
        element: (
          <RedirectVerifiedUser>
            <Outlet />
          </RedirectVerifiedUser>
        ),
        children: [
          { path: paths.login, handle: title('Login'), lazy: async () => ({ Component: (await import('./features/auth/pages/login-page.tsx')).LoginPage }) },
          { path: paths.signup, handle: title('Sign Up'), lazy: async () => ({ Component: (await import('./features/auth/pages/signup-page.tsx')).SignupPage }) },
        ],
      },
      { path: paths.forgotPassword, handle: title('Forgot Password'), lazy: async () => ({ Component: (await import('./features/auth/pages/forgot-password-page.tsx')).ForgotPasswordPage }) },
      { path: paths.resetPassword, handle: title('Choose a New Password'), lazy: async () => ({ Component: (await import('./features/auth/pages/reset-password-page.tsx')).ResetPasswordPage }) },
      { path: paths.verifyEmail, handle: title('Verify Your E-mail'), lazy: async () => ({ Component: (await import('./features/auth/pages/verify-email-page.tsx')).VerifyEmailPage }) },
      { path: paths.pricing, handle: title('Pricing'), lazy: async () => ({ Component: (await import('./features/pricing/pages/pricing-page.tsx')).PricingPage }) },
      { path: paths.contact, handle: title('Contact Us'), lazy: async () => ({ Component: await withQueryClient(import('./features/contact/pages/contact-page.tsx').then((module) => module.ContactPage)) }) },
      // Public (DESIGN.md departures): signed out it is a preview with "Save to my recipes".
      { path: paths.sharedPattern, handle: title('Shared Recipe'), lazy: async () => ({ Component: await withQueryClient(import('./features/shared-recipe/pages/shared-recipe-page.tsx').then((module) => module.SharedRecipePage)) }) },
      { path: paths.terms, handle: title('Terms and Conditions'), lazy: async () => ({ Component: (await import('./features/terms/pages/terms-page.tsx')).TermsPage }) },
      {
        element: (
          <RequireVerifiedUser>
            <Outlet />
          </RequireVerifiedUser>
        ),
        children: [
          { path: paths.create, handle: title('Create Recipe'), lazy: async () => ({ Component: await withQueryClient(import('./features/create/pages/create-page.tsx').then((module) => module.CreatePage)) }) },
          { path: paths.saved, handle: title('Saved Recipes'), lazy: async () => ({ Component: await withQueryClient(import('./features/saved/pages/saved-page.tsx').then((module) => module.SavedPage)) }) },
          { path: paths.mealPlanner, handle: title('Meal Planner'), lazy: async () => ({ Component: await withQueryClient(import('./features/meal-planner/pages/meal-planner-page.tsx').then((module) => module.MealPlannerPage)) }) },
          { path: paths.settings, handle: title('Settings'), lazy: async () => ({ Component: await withQueryClient(import('./features/settings/pages/settings-page.tsx').then((module) => module.SettingsPage)) }) },
          { path: paths.devCheckout, handle: title('Checkout'), lazy: async () => ({ Component: await withQueryClient(import('./features/billing/pages/dev-checkout-page.tsx').then((module) => module.DevCheckoutPage)) }) },
        ],
      },
      {
        element: (
          <RequireAdmin>
            <Outlet />
          </RequireAdmin>
        ),
        children: [{ path: paths.admin, handle: title('Admin Dashboard'), lazy: async () => ({ Component: await withQueryClient(import('./app/admin-dashboard.tsx').then((module) => module.AdminDashboard)) }) }],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
