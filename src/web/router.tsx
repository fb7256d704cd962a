import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AppLayout } from './app/app-layout.tsx';
import { LoadingScreen, RedirectVerifiedUser, RequireAdmin, RequireVerifiedUser } from './app/route-guards.tsx';
import { paths } from './paths.ts';

// Each page is its own chunk so the first page only downloads what it shows.
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
          { path: paths.login, lazy: async () => ({ Component: (await import('./features/auth/pages/login-page.tsx')).LoginPage }) },
          { path: paths.signup, lazy: async () => ({ Component: (await import('./features/auth/pages/signup-page.tsx')).SignupPage }) },
        ],
      },
      { path: paths.forgotPassword, lazy: async () => ({ Component: (await import('./features/auth/pages/forgot-password-page.tsx')).ForgotPasswordPage }) },
      { path: paths.resetPassword, lazy: async () => ({ Component: (await import('./features/auth/pages/reset-password-page.tsx')).ResetPasswordPage }) },
      { path: paths.verifyEmail, lazy: async () => ({ Component: (await import('./features/auth/pages/verify-email-page.tsx')).VerifyEmailPage }) },
      { path: paths.pricing, lazy: async () => ({ Component: (await import('./features/pricing/pages/pricing-page.tsx')).PricingPage }) },
      { path: paths.contact, lazy: async () => ({ Component: (await import('./features/contact/pages/contact-page.tsx')).ContactPage }) },
      { path: paths.terms, lazy: async () => ({ Component: (await import('./features/terms/pages/terms-page.tsx')).TermsPage }) },
      {
        element: (
          <RequireVerifiedUser>
            <Outlet />
          </RequireVerifiedUser>
        ),
        children: [
          { path: paths.create, lazy: async () => ({ Component: (await import('./features/create/pages/create-page.tsx')).CreatePage }) },
          { path: paths.saved, lazy: async () => ({ Component: (await import('./features/saved/pages/saved-page.tsx')).SavedPage }) },
          { path: paths.sharedPattern, lazy: async () => ({ Component: (await import('./features/shared/pages/shared-recipe-page.tsx')).SharedRecipePage }) },
          { path: paths.mealPlanner, lazy: async () => ({ Component: (await import('./features/meal-planner/pages/meal-planner-page.tsx')).MealPlannerPage }) },
          { path: paths.settings, lazy: async () => ({ Component: (await import('./features/settings/pages/settings-page.tsx')).SettingsPage }) },
        ],
      },
      {
        element: (
          <RequireAdmin>
            <Outlet />
          </RequireAdmin>
        ),
        children: [{ path: paths.admin, lazy: async () => ({ Component: (await import('./features/admin/pages/admin-page.tsx')).AdminPage }) }],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
