import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBillingStatusSchema,
  ZCancelSubscriptionResponseSchema,
  ZCheckoutSessionSchema,
  ZCreateCheckoutSessionSchema,
  ZDevPaySchema,
  ZPortalSessionSchema,
  ZUserPlanSchema,
} from '../../../domain/billing.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { AppError } from '../../errors.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { completeDevCheckout } from './complete-dev-checkout.ts';
import { getBillingStatus } from './get-billing-status.ts';
import { getUserPlan } from './get-user-plan.ts';
import { openBillingPortal } from './open-billing-portal.ts';
import { resumeSubscription } from './resume-subscription.ts';
import { startCheckout } from './start-checkout.ts';
import { webhookRoutes } from './webhook-routes.ts';

// Every route here is for verified cooks (the route policy's default) except the webhook.
export const billingRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/create-checkout-session',
    { config: { apiTokens: 'refused' }, schema: { body: ZCreateCheckoutSessionSchema, response: { 200: ZCheckoutSessionSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      // The body names the user; it must be the caller, and another id reveals nothing.
      if (request.body.userId !== caller.id) throw new AppError('NOT_FOUND', 'User not found.');
      return startCheckout(deps, caller, request.body.priceType);
    },
  );

  app.post('/cancel-subscription', { config: { apiTokens: 'refused' }, schema: { response: { 200: ZCancelSubscriptionResponseSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return cancelSubscription(deps, caller.id);
  });

  app.get('/api/user-plan/:uid', { schema: { params: z.object({ uid: z.string().min(1).max(200) }), response: { 200: ZUserPlanSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    if (request.params.uid !== caller.id) throw new AppError('NOT_FOUND', 'User not found.');
    return getUserPlan(db, caller.id, deps.clock.now());
  });

  app.get('/api/billing', { schema: { response: { 200: ZBillingStatusSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return getBillingStatus(deps, caller.id);
  });

  app.post('/api/billing/resume', { config: { apiTokens: 'refused' }, schema: { response: { 200: ZBillingStatusSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return resumeSubscription(deps, caller.id);
  });

  app.post('/api/billing/portal', { config: { apiTokens: 'refused' }, schema: { response: { 200: ZPortalSessionSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return openBillingPortal(deps, caller.id);
  });

  app.post(
    '/api/billing/dev/pay',
    { config: { apiTokens: 'refused' }, schema: { body: ZDevPaySchema, response: { 200: ZBillingStatusSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return completeDevCheckout(deps, caller.id, request.body.priceType);
    },
  );

  await app.register(webhookRoutes, { deps });
};
