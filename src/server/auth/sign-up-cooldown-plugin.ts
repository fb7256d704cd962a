import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readAuthPath, readBodyEmail } from './auth-request.ts';

/** The sign-up mail starts the same 60 s resend cooldown as a resend would. Inside the mount only. */
export const signUpCooldownPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const email = readBodyEmail(request);
      if (reply.statusCode === 200 && email && readAuthPath(request) === '/sign-up/email') {
        await request.server.rateLimiter.consume('auth:/send-verification-email', { ip: '', account: email });
      }
      return payload;
    });
  },
  { name: 'sign-up-cooldown' },
);
