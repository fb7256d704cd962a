import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { readAuthPath } from './auth-request.ts';

/** What PASSWORD_LOGIN=false turns off: every way to get in, or to set a way in, with a password. */
export const PASSWORD_AUTH_PATHS: ReadonlySet<string> = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
]);

export const PASSWORD_LOGIN_OFF_MESSAGE = 'Signing in with a password is turned off on this server. Use single sign-on instead.';

/** PASSWORD_LOGIN=false: the password paths answer 403 PASSWORD_LOGIN_OFF before better-auth. Inside the mount only. */
export const passwordLoginOffPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      if (PASSWORD_AUTH_PATHS.has(readAuthPath(request))) throw new AppError('PASSWORD_LOGIN_OFF', PASSWORD_LOGIN_OFF_MESSAGE);
    });
  },
  { name: 'password-login-off' },
);
