import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer } from 'better-auth/plugins';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/limits.ts';
import { toUsageMonth } from '../../domain/plan.ts';
import type { TConfig } from '../config.ts';
import type { TDatabase } from '../db/client.ts';
import { account, profile, rateLimit, session, user, verification } from '../db/schema.ts';
import type { TMailProvider } from '../providers/mail/mail-provider.ts';

export type TAuthDeps = {
  config: TConfig;
  db: TDatabase;
  mail: TMailProvider;
};

const SESSION_LIFETIME_S = 60 * 60 * 24 * 7;
const SESSION_REFRESH_S = 60 * 60 * 24;
const EMAIL_TOKEN_LIFETIME_S = 60 * 60;

export function createAuth({ config, db, mail }: TAuthDeps) {
  const appUrl = config.APP_URL;
  return betterAuth({
    appName: 'Forkcast',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret: config.AUTH_SECRET,
    trustedOrigins: [appUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      // Unverified users may sign in (the web app sends them to /verify-email);
      // every product route checks verification itself through requireVerifiedUser.
      requireEmailVerification: false,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: EMAIL_TOKEN_LIFETIME_S,
      revokeSessionsOnPasswordReset: true,
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
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_TOKEN_LIFETIME_S,
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
    session: {
      expiresIn: SESSION_LIFETIME_S,
      updateAge: SESSION_REFRESH_S,
    },
    databaseHooks: {
      user: {
        create: {
          before: async (candidate) => {
            const isAdmin = config.ADMIN_EMAILS.includes(candidate.email.toLowerCase());
            return { data: { ...candidate, role: isAdmin ? 'admin' : 'user' } };
          },
          after: async (created) => {
            await db
              .insert(profile)
              .values({ userId: created.id, usageMonth: toUsageMonth() })
              .onConflictDoNothing();
          },
        },
      },
    },
    advanced: {
      useSecureCookies: config.isSecureCookies,
      // The Fastify mount sets x-forwarded-for from request.ip, which honours TRUST_PROXY.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    rateLimit: {
      enabled: config.NODE_ENV !== 'test' || process.env.FORKCAST_TEST_RATE_LIMIT === '1',
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 3 },
        '/request-password-reset': { window: 60, max: 3 },
      },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] }), bearer()],
  });
}

export type TAuth = ReturnType<typeof createAuth>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
