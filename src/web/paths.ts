// Every route in one place; pages link through these, never through string literals.
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  pricing: '/pricing',
  contact: '/contact',
  terms: '/terms',
  create: '/create',
  saved: '/saved',
  shared: (id: string) => `/shared/${encodeURIComponent(id)}`,
  sharedPattern: '/shared/:id',
  mealPlanner: '/meal-planner',
  settings: '/settings',
  /** The printable cookbook: the whole library, or the recipes named in `?ids=` (comma-separated). */
  cookbook: '/cookbook',
  /** The household invitation link (e-mailed by the server: keep in step with invitation-mail.ts). */
  joinHousehold: '/household/join',
  /** PAYMENTS=dev: the simulated checkout page the server's checkout URL points at. */
  devCheckout: '/billing/dev-checkout',
  admin: '/admin',
} as const;
