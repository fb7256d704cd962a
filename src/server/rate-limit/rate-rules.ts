import { VERIFY_RESEND_COOLDOWN_MS } from '../../domain/limits.ts';

// Every rate limit of the app in one table. A name has one or more windows; each window counts per
// client address ('ip'), per account ('account': the e-mail in an auth body, else the signed-in
// user's id) or per account from one address ('account-ip'). Every window counts each hit; the first one over its limit refuses with 429 and
// Retry-After. The product limits are generous: a cook using the app by hand never meets them.

export type TRateScope = 'ip' | 'account' | 'account-ip';

export type TRateRule = {
  scope: TRateScope;
  windowMs: number;
  max: number;
};

export type TRateLimitSpec = {
  rules: readonly TRateRule[];
  message: string;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const WAIT_A_MINUTE = 'Too many requests. Please wait a minute and try again.';

/** better-auth paths, keyed as 'auth:<path>'. */
const AUTH_LIMITS = {
  'auth:/sign-in/email': {
    // Guesses at one account are counted per address: a stranger's wrong passwords never lock the
    // owner out elsewhere. Spreading guesses over addresses meets the per-address limit
    // on every account, and the password rule (12+ characters, common ones refused) leaves little to guess.
    rules: [
      { scope: 'ip', windowMs: MINUTE, max: 20 },
      { scope: 'account-ip', windowMs: MINUTE, max: 5 },
      { scope: 'account-ip', windowMs: 15 * MINUTE, max: 20 },
    ],
    message: 'Too many sign-in attempts. Please wait a minute and try again.',
  },
  'auth:/sign-up/email': {
    rules: [
      { scope: 'ip', windowMs: MINUTE, max: 5 },
      { scope: 'ip', windowMs: HOUR, max: 30 },
      { scope: 'account', windowMs: MINUTE, max: 2 },
    ],
    message: 'Too many sign-up attempts. Please wait a minute and try again.',
  },
  'auth:/send-verification-email': {
    rules: [
      { scope: 'ip', windowMs: MINUTE, max: 10 },
      // The spec's 60 s resend cooldown, enforced here too.
      { scope: 'account', windowMs: VERIFY_RESEND_COOLDOWN_MS, max: 1 },
      { scope: 'account', windowMs: HOUR, max: 10 },
    ],
    message: 'Too many requests—please wait a minute and try again.',
  },
  'auth:/request-password-reset': {
    rules: [
      { scope: 'ip', windowMs: MINUTE, max: 10 },
      { scope: 'account', windowMs: VERIFY_RESEND_COOLDOWN_MS, max: 1 },
      { scope: 'account', windowMs: HOUR, max: 5 },
    ],
    message: 'Too many attempts. Please try again later.',
  },
  'auth:/reset-password': { rules: [{ scope: 'ip', windowMs: MINUTE, max: 10 }], message: WAIT_A_MINUTE },
  'auth:/change-password': { rules: [{ scope: 'ip', windowMs: MINUTE, max: 10 }], message: WAIT_A_MINUTE },
  'auth:/delete-user': { rules: [{ scope: 'ip', windowMs: MINUTE, max: 10 }], message: WAIT_A_MINUTE },
  'auth:/verify-email': { rules: [{ scope: 'ip', windowMs: MINUTE, max: 20 }], message: WAIT_A_MINUTE },
  // Single sign-on: each start writes a state row; each return costs a token exchange with the provider.
  'auth:/sign-in/social': { rules: [{ scope: 'ip', windowMs: MINUTE, max: 20 }], message: 'Too many sign-in attempts. Please wait a minute and try again.' },
  'auth:/callback/oidc': { rules: [{ scope: 'ip', windowMs: MINUTE, max: 20 }], message: 'Too many sign-in attempts. Please wait a minute and try again.' },
  /** Every other /api/auth path shares a generous per-IP budget (GET /get-session is not counted: auth-plugin.ts). */
  'auth:*': { rules: [{ scope: 'ip', windowMs: MINUTE, max: 300 }], message: WAIT_A_MINUTE },
} as const satisfies Record<string, TRateLimitSpec>;

/** Our own endpoints: the ones that make the server (or a paid upstream) work hard, and mail. */
const APP_LIMITS = {
  /** E-mail change and account deletion check a password: counted like sign-in guesses. */
  'password-check': { rules: [{ scope: 'ip', windowMs: MINUTE, max: 10 }], message: 'Too many attempts. Please wait a minute and try again.' },
  // Generation and URL import call the model (or fetch a page); free cooks stop at 5 a month anyway.
  'generate-recipe': {
    rules: [
      { scope: 'account', windowMs: MINUTE, max: 20 },
      { scope: 'account', windowMs: HOUR, max: 200 },
    ],
    message: 'You are generating recipes very quickly. Please wait a minute and try again.',
  },
  'url-import': {
    rules: [
      { scope: 'account', windowMs: MINUTE, max: 10 },
      { scope: 'account', windowMs: HOUR, max: 100 },
    ],
    message: 'You are importing recipes very quickly. Please wait a minute and try again.',
  },
  'generate-image': {
    rules: [
      { scope: 'account', windowMs: MINUTE, max: 20 },
      { scope: 'account', windowMs: HOUR, max: 200 },
    ],
    message: 'You are creating images very quickly. Please wait a minute and try again.',
  },
  // The recipe dialog asks again as a cook edits ingredients; typing is debounced, so 120 a minute is far above use.
  nutrition: { rules: [{ scope: 'account', windowMs: MINUTE, max: 120 }], message: WAIT_A_MINUTE },
  // Each list parses every line of the planned days; a cook makes a few lists a week.
  'shopping-list': {
    rules: [
      { scope: 'account', windowMs: MINUTE, max: 20 },
      { scope: 'account', windowMs: HOUR, max: 200 },
    ],
    message: WAIT_A_MINUTE,
  },
  // Suggestions follow the cook's typing in the cart's add field.
  'cart-suggestions': { rules: [{ scope: 'account', windowMs: MINUTE, max: 240 }], message: WAIT_A_MINUTE },
  'contact-submission': {
    rules: [{ scope: 'account', windowMs: HOUR, max: 5 }],
    message: 'You have sent several messages recently. Please wait an hour before sending another.',
  },
  // A disabled account's one way to support: a password check, so counted per address and
  // per address and e-mail (a stranger's tries never use up the owner's), before the credentials are read.
  'disabled-account-contact': {
    rules: [
      { scope: 'ip', windowMs: MINUTE, max: 10 },
      { scope: 'ip', windowMs: HOUR, max: 30 },
      { scope: 'account-ip', windowMs: HOUR, max: 10 },
    ],
    message: 'Too many attempts. Please wait a minute and try again.',
  },
  'conversation-message': {
    rules: [{ scope: 'account', windowMs: MINUTE, max: 30 }],
    message: 'You are sending messages too quickly. Please wait a minute and try again.',
  },
  // Household invitations each send an e-mail: a few at a time is plenty, and no one is flooded.
  'household-invitations': {
    rules: [
      { scope: 'account', windowMs: MINUTE, max: 20 },
      { scope: 'account', windowMs: HOUR, max: 60 },
    ],
    message: WAIT_A_MINUTE,
  },
  // Accepting holds a 256-bit token, so guessing is hopeless anyway; the limit keeps tries cheap to refuse.
  'household-accept': { rules: [{ scope: 'account', windowMs: MINUTE, max: 20 }], message: WAIT_A_MINUTE },
  // Making personal API tokens: a cook makes a few, ever.
  'api-tokens': {
    rules: [
      { scope: 'account', windowMs: MINUTE, max: 20 },
      { scope: 'account', windowMs: HOUR, max: 100 },
    ],
    message: WAIT_A_MINUTE,
  },
  // File imports: each upload is up to 200 MB of disk and CPU; a cook moving apps uploads a few. The
  // hour's window is what bounds the cost; the minute's leaves room for a few quick retries.
  imports: {
    rules: [
      { scope: 'account', windowMs: MINUTE, max: 20 },
      { scope: 'account', windowMs: HOUR, max: 60 },
    ],
    message: WAIT_A_MINUTE,
  },
  // Bulk URL imports (Pro): each starts up to 100 page fetches, a few at a time; the same counts as a file's.
  'bulk-url-imports': {
    rules: [
      { scope: 'account', windowMs: MINUTE, max: 20 },
      { scope: 'account', windowMs: HOUR, max: 60 },
    ],
    message: WAIT_A_MINUTE,
  },
  // Plan my week: a proposal or a swap may write several recipes with the generator; a bucket of its own,
  // so planning a week does not use up the cook's single generations (and the other way round).
  'meal-plan-proposals': {
    rules: [
      { scope: 'account', windowMs: MINUTE, max: 10 },
      { scope: 'account', windowMs: HOUR, max: 100 },
    ],
    message: 'You are planning weeks very quickly. Please wait a minute and try again.',
  },
  // Calendar apps poll a feed every few minutes to hours; anything far above that is a script guessing addresses.
  'calendar-feed': {
    rules: [
      { scope: 'ip', windowMs: MINUTE, max: 30 },
      { scope: 'ip', windowMs: HOUR, max: 300 },
    ],
    message: WAIT_A_MINUTE,
  },
  /** Page-view batches from one address: a browser sends a few a minute; more is a script. The address is never stored. */
  'page-views': { rules: [{ scope: 'ip', windowMs: MINUTE, max: 30 }], message: WAIT_A_MINUTE },
} as const satisfies Record<string, TRateLimitSpec>;

export const RATE_LIMITS = { ...AUTH_LIMITS, ...APP_LIMITS } satisfies Record<string, TRateLimitSpec>;

export type TRateLimitName = keyof typeof RATE_LIMITS;
export type TRateLimitTable = Record<TRateLimitName, TRateLimitSpec>;

/** The rate-limit name of a better-auth path ('/sign-in/email' → 'auth:/sign-in/email'; unknown paths share 'auth:*'). */
export function toAuthRateLimitName(authPath: string): TRateLimitName {
  const name = `auth:${authPath}`;
  return isRateLimitName(name) ? name : 'auth:*';
}

function isRateLimitName(name: string): name is TRateLimitName {
  return Object.hasOwn(RATE_LIMITS, name);
}

/** The table with some limits replaced (tests lower them; nothing else does). */
export function withRateLimits(overrides: Partial<TRateLimitTable> = {}): TRateLimitTable {
  return { ...RATE_LIMITS, ...overrides };
}
