import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppDeps } from '../../app-deps.ts';
import { applyPaymentEvent } from './apply-payment-event.ts';

const ZRawBody = z.custom<Buffer>((value) => Buffer.isBuffer(value), { message: 'must be a JSON body' });

/**
 * POST /api/billing/webhook. Its own plugin scope so JSON stays a raw Buffer here: the signature
 * is checked over the exact bytes the provider sent.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'application/json; charset=utf-8'], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/billing/webhook',
    {
      // The payment provider calls it: no session, the signature is the credential.
      config: { access: 'public' },
      schema: {
        headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
        body: ZRawBody,
        response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) },
      },
    },
    async (request) => {
      const event = deps.payments.verifyWebhook(request.body, request.headers['stripe-signature']);
      const outcome = await applyPaymentEvent(deps, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'payment webhook');
      return { received: true as const, outcome };
    },
  );
};
