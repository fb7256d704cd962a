import type { FastifyBaseLogger } from 'fastify';
// Minimal mode: no Kysely (the drizzle adapter does the queries), a third less to load at start.
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
// The two plugins' own entries: better-auth/plugins loads every plugin it has (~0.1 s at start).
import { admin } from 'better-auth/plugins/admin';
import { bearer } from 'better-auth/plugins/bearer';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkUserName, USER_NAME_MESSAGES } from '../../domain/user-name.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/limits.ts';
import { checkNewPassword } from '../../domain/password.ts';
import type { TConfig } from '../config.ts';
import type { TDatabase } from '../db/client.ts';
import { carryDeletedAccountUsage } from '../accounts/carry-deleted-account-usage.ts';
import { ensureHousehold } from '../db/household-row.ts';
import { ensureProfileRow } from '../db/profile-row.ts';
import { account, session, user, verification } from '../db/schema.ts';
import type { TMailProvider } from '../providers/mail/mail-provider.ts';
import { recordAnalyticsEvent } from './analytics-events.ts';
import { endResetLinks } from './end-reset-links.ts';
import { createOidcPlugin, createPendingGroups, syncOidcAdminRole } from './oidc-sign-in.ts';
import { markSignUpBrowser, noteVerifiedNow, signInSignUpBrowser } from './sign-up-browser.ts';

export type TAuthDeps = {
  config: TConfig;
  db: TDatabase;
  mail: TMailProvider;
  /** better-auth's own log lines go here (redacted like ours) instead of to the console. */
  logger?: FastifyBaseLogger;
};

/**
 * better-auth logs a failed query with its parameters (a session token, an e-mail) straight to the
 * console. Through pino only the Error goes, under `err`, where the redaction removes `params`.
 */
function toAuthLogger(logger: FastifyBaseLogger) {
  return {
    level: 'warn' as const,
    log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      logger[level]({ ...(err ? { err } : {}) }, `better-auth: ${message}`);
    },
  };
}

export const SESSION_LIFETIME_S = 60 * 60 * 24 * 7;
export const SESSION_REFRESH_S = 60 * 60 * 24;
export const EMAIL_TOKEN_LIFETIME_S = 60 * 60;
export const ACCOUNT_DISABLED_MESSAGE = 'Your account has been disabled. Please contact support.';

/** Where each auth endpoint carries a new password (checked against the shared rule before better-auth runs). */
const NEW_PASSWORD_FIELD: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

const ZPasswordFields = z.object({ password: z.unknown(), newPassword: z.unknown() }).partial();

function readNewPassword(body: unknown, field: 'password' | 'newPassword'): unknown {
  const parsed = ZPasswordFields.safeParse(body);
  return parsed.success ? parsed.data[field] : undefined;
}

/** The auth endpoints whose body may carry a display name (checked against the one rule, src/domain/user-name.ts). */
const NAME_PATHS = new Set(['/sign-up/email', '/update-user']);

const ZNameBody = z.object({ name: z.unknown() });

/** What /update-user may change: the name only (the product never sets an image; the address changes through /api/profile/email). */
const ZUpdateUserBody = z.object({ name: z.unknown() }).strict();

/** The name rule for better-auth's own writes; undefined when the write sets no name. */
function checkNameWrite(name: unknown): string | undefined {
  if (name === undefined) return undefined;
  if (typeof name !== 'string') throw new APIError('BAD_REQUEST', { message: USER_NAME_MESSAGES.required, code: 'INVALID_NAME' });
  const checked = checkUserName(name);
  if (checked.problem !== null) throw new APIError('BAD_REQUEST', { message: checked.problem, code: 'INVALID_NAME' });
  return checked.name;
}

/** Whether an address already belongs to another account (case-insensitive, like sign-up). */
async function isEmailTaken(db: TDatabase, email: string, exceptUserId: string | null): Promise<boolean> {
  const lowered = email.toLowerCase();
  const taken = await db.query.user.findFirst({
    where: exceptUserId === null ? eq(sql`lower(${user.email})`, lowered) : and(eq(sql`lower(${user.email})`, lowered), ne(user.id, exceptUserId)),
    columns: { id: true },
  });
  return taken !== undefined;
}

/** better-auth's path of the provider's return to us ('/callback/:id'), by pattern or by value. */
function isOidcCallbackPath(path: string): boolean {
  return path.startsWith('/callback/');
}

/** What the single sign-on start accepts: our provider and where to go after; nothing else (no ID-token sign-in, no extra scopes). */
const ZSocialSignInBody = z
  .object({
    provider: z.literal('oidc'),
    callbackURL: z.string().max(2000).optional(),
    errorCallbackURL: z.string().max(2000).optional(),
    newUserCallbackURL: z.string().max(2000).optional(),
  })
  .strict();

export function createAuth({ config, db, mail, logger }: TAuthDeps) {
  const appUrl = config.APP_URL;
  const { oidc } = config;
  const pendingGroups = createPendingGroups();
  return betterAuth({
    appName: 'Forkcast',
    ...(logger ? { logger: toAuthLogger(logger) } : {}),
    baseURL: appUrl,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    trustedOrigins: [appUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      // PASSWORD_LOGIN=false: single sign-on only (the mount refuses the password paths first, with our own code).
      enabled: config.PASSWORD_LOGIN,
      // Unverified users may sign in (the web app sends them to /verify-email);
      // every product route checks verification itself through requireVerifiedUser.
      requireEmailVerification: false,
      autoSignIn: false,
      // Our hook checks the rule in characters first; better-auth counts UTF-16 units, and a
      // character is at most two of them, so these bounds never refuse what the rule accepts.
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH * 2,
      // A sign-up with a registered address answers exactly like a new one (autoSignIn is off,
      // so better-auth returns a synthetic user); the owner gets a heads-up e-mail instead.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...additionalFields,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        id,
      }),
      onExistingUserSignUp: async ({ user: owner }) => {
        const link = `${appUrl}/forgot-password`;
        await mail.send({
          to: owner.email,
          subject: 'Someone tried to sign up to Forkcast with your e-mail',
          link,
          text: `Hi ${owner.name},\n\nSomeone (maybe you) tried to create a Forkcast account with this e-mail address, which already has an account. Nothing changed.\n\nIf you forgot your password, you can reset it here:\n\n${link}\n\n— Forkcast`,
          html: `<p>Hi ${escapeHtml(owner.name)},</p><p>Someone (maybe you) tried to create a Forkcast account with this e-mail address, which already has an account. Nothing changed.</p><p>If you forgot your password, you can <a href="${link}">reset it here</a>.</p><p>— Forkcast</p>`,
        });
      },
      resetPasswordTokenExpiresIn: EMAIL_TOKEN_LIFETIME_S,
      revokeSessionsOnPasswordReset: true,
      // The link just used is gone; every other one the user still holds ends with it.
      onPasswordReset: async ({ user: target }) => endResetLinks(db, target.id),
      sendResetPassword: async ({ user: target, token }) => {
        const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mail.send({
          to: target.email,
          subject: 'Reset your Forkcast password',
          link,
          text: `Hi ${target.name},\n\nSomeone asked to reset the password of your Forkcast account. Open this link within an hour to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n\n— Forkcast`,
          html: `<p>Hi ${escapeHtml(target.name)},</p><p>Someone asked to reset the password of your Forkcast account. Open this link within an hour to choose a new one:</p><p><a href="${link}">Reset my password</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p><p>— Forkcast</p>`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Never better-auth's own: it signs in any browser that opens the link (login CSRF). Only the
      // browser that signed up is signed in, by the after hook (sign-up-browser.ts).
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_TOKEN_LIFETIME_S,
      // ADMIN_EMAILS grants the role only to an address proven by its link, never at sign-up.
      afterEmailVerification: async (verified, request) => {
        noteVerifiedNow(request);
        if (!config.ADMIN_EMAILS.includes(verified.email.toLowerCase())) return;
        await db.update(user).set({ role: 'admin', updatedAt: new Date() }).where(eq(user.id, verified.id));
      },
      sendVerificationEmail: async ({ user: target, token }) => {
        const link = `${appUrl}/verify-email?oobCode=${encodeURIComponent(token)}`;
        await mail.send({
          to: target.email,
          subject: 'Verify your e-mail for Forkcast',
          link,
          text: `Hi ${target.name},\n\nWelcome to Forkcast! Open this link within an hour to verify your e-mail address:\n\n${link}\n\n— Forkcast`,
          html: `<p>Hi ${escapeHtml(target.name)},</p><p>Welcome to Forkcast! Open this link within an hour to verify your e-mail address:</p><p><a href="${link}">Verify my e-mail</a></p><p>— Forkcast</p>`,
        });
      },
    },
    account: {
      // A provider's address joins an existing account only when both sides have verified it: the
      // provider says email_verified, and the Forkcast account proved it by its link (else a stranger
      // who signed up with someone's address unverified would share their account).
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true, allowDifferentEmails: false },
    },
    session: {
      expiresIn: SESSION_LIFETIME_S,
      updateAge: SESSION_REFRESH_S,
    },
    databaseHooks: {
      user: {
        create: {
          // Every account starts as a cook: the admin role waits for the verified address (afterEmailVerification).
          before: async (candidate) => ({ data: { ...candidate, name: checkNameWrite(candidate.name) ?? candidate.name, role: 'user' } }),
          after: async (created, ctx) => {
            await ensureProfileRow(db, created.id);
            // Every cook is in exactly one household: a household of one until they accept an invitation.
            await ensureHousehold(db, created.id);
            // The month's generations of a deleted account with this address carry over.
            await carryDeletedAccountUsage(db, created.id, created.email, config.AUTH_SECRET);
            const label = ctx && isOidcCallbackPath(ctx.path) ? 'oidc_signup' : 'email_signup';
            await recordAnalyticsEvent(db, { action: 'signup', label, userId: created.id });
          },
        },
        update: {
          // Every user write through better-auth (update-user, the e-mail change link, any plugin) follows
          // the name rule, and an address taken meanwhile is refused instead of hitting the unique index.
          before: async (changes, ctx) => {
            const name = checkNameWrite(changes.name);
            if (typeof changes.email === 'string') {
              const session = ctx ? await getSessionFromCtx(ctx) : null;
              if (await isEmailTaken(db, changes.email, session?.user.id ?? null)) {
                throw new APIError('BAD_REQUEST', { message: 'This link is invalid or expired.', code: 'INVALID_TOKEN' });
              }
            }
            return { data: name === undefined ? changes : { ...changes, name } };
          },
        },
      },
    },
    advanced: {
      useSecureCookies: config.isSecureCookies,
      // The Fastify mount sets x-forwarded-for from request.ip, which honours TRUST_PROXY.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    // Off here: the Fastify mount applies our per-IP and per-account limits (rate-limit/)
    // before better-auth sees the request, with request.ip as the only source of the address.
    rateLimit: { enabled: false },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/social' && !ZSocialSignInBody.safeParse(ctx.body).success) {
          throw new APIError('BAD_REQUEST', { message: 'Unknown sign-in provider.', code: 'VALIDATION_ERROR' });
        }
        if (ctx.path === '/update-user' && !ZUpdateUserBody.safeParse(ctx.body).success) {
          throw new APIError('BAD_REQUEST', { message: 'Only the name can be changed here.', code: 'VALIDATION_ERROR' });
        }
        if (NAME_PATHS.has(ctx.path)) {
          const body = ZNameBody.safeParse(ctx.body);
          if (body.success) checkNameWrite(body.data.name);
        }
        const field = NEW_PASSWORD_FIELD[ctx.path];
        if (!field) return;
        const candidate = readNewPassword(ctx.body, field);
        if (typeof candidate !== 'string') return; // better-auth's own body validation answers 400
        const problem = checkNewPassword(candidate);
        if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'WEAK_PASSWORD' });
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email' && ctx.context.newSession) {
          await recordAnalyticsEvent(db, { action: 'login', label: 'email_login', userId: ctx.context.newSession.user.id });
        }
        if (oidc && isOidcCallbackPath(ctx.path) && ctx.context.newSession) {
          const userId = ctx.context.newSession.user.id;
          await recordAnalyticsEvent(db, { action: 'login', label: 'oidc_login', userId });
          const change = await syncOidcAdminRole(db, config, oidc, userId, pendingGroups);
          if (change) logger?.info({ userId, change }, 'OIDC_ADMIN_GROUP changed the admin role at sign-in');
        }
        if (ctx.path === '/sign-up/email') await markSignUpBrowser(ctx);
        if (ctx.path === '/verify-email') await signInSignUpBrowser(ctx);
        if (ctx.path === '/change-password' && !isAPIError(ctx.context.returned)) {
          const session = await getSessionFromCtx(ctx);
          if (session) await endResetLinks(db, session.user.id);
        }
      }),
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'], bannedUserMessage: ACCOUNT_DISABLED_MESSAGE }),
      bearer(),
      ...(oidc ? [createOidcPlugin(oidc, pendingGroups)] : []),
    ],
  });
}

export type TAuth = ReturnType<typeof createAuth>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
