import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCheckoutSessionSchema, ZCreateCheckoutSessionSchema } from '../../../domain/billing.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireVerifiedUser } from '../../auth/auth-plugin.ts';
import { AppError } from '../../errors.ts';
import { startCheckout } from './checkout-service.ts';

const ZErrorSchema = z.object({ error: z.string(), code: z.string() });

export const billingRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  app.post(
    '/create-checkout-session',
    {
      schema: {
        body: ZCreateCheckoutSessionSchema,
        response: { 200: ZCheckoutSessionSchema, 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema, 501: ZErrorSchema },
      },
      // Authenticate before validating, so a visitor learns nothing about the body's shape.
      preValidation: async (request) => {
        await requireVerifiedUser(request);
      },
    },
    async (request) => {
      const sessionUser = await requireVerifiedUser(request);
      // The body names the user (spec §7); it must be the caller, and another id reveals nothing.
      if (request.body.userId !== sessionUser.id) throw new AppError('NOT_FOUND', 'User not found.');
      return startCheckout({ config: deps.config, userId: sessionUser.id, priceType: request.body.priceType });
    },
  );
};
