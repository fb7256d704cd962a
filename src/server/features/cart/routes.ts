import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAddCartItemResponseSchema,
  ZAddCartItemSchema,
  ZCartItemResponseSchema,
  ZCartSchema,
  ZSuggestionsQuerySchema,
  ZSuggestionsResponseSchema,
  ZUpdateCartItemSchema,
} from '../../../domain/cart.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { addCartItem } from './add-cart-item.ts';
import { clearCart } from './clear-cart.ts';
import { deleteCartItem } from './delete-cart-item.ts';
import { listCart } from './list-cart.ts';
import { suggestIngredients } from './suggest-ingredients.ts';
import { updateCartItem } from './update-cart-item.ts';

const ZIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * The ingredient cart, "Your Ingredients": the caller's own items, written one at a time.
 * Every route is `verified` (the route policy's default); `{ error, code }` answers come from the policy too.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.get('/api/cart', { schema: { response: { 200: ZCartSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return listCart(db, caller.id);
  });

  app.post(
    '/api/cart/items',
    { schema: { body: ZAddCartItemSchema, response: { 200: ZAddCartItemResponseSchema, 201: ZAddCartItemResponseSchema } } },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      const item = await addCartItem(db, caller.id, request.body);
      return reply.status(item.created ? 201 : 200).send(item);
    },
  );

  app.patch(
    '/api/cart/items/:id',
    {
      schema: {
        params: ZIdParamsSchema,
        body: ZUpdateCartItemSchema,
        response: { 200: ZCartItemResponseSchema },
      },
    },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      return updateCartItem(db, caller.id, request.params.id, request.body);
    },
  );

  app.delete('/api/cart/items/:id', { schema: { params: ZIdParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    const caller = await requireVerifiedUser(request);
    await deleteCartItem(db, caller.id, request.params.id);
    return reply.status(204).send(null);
  });

  app.delete('/api/cart', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const caller = await requireVerifiedUser(request);
    await clearCart(db, caller.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/api/ingredients/suggestions',
    { config: { rateLimit: 'cart-suggestions' }, schema: { querystring: ZSuggestionsQuerySchema, response: { 200: ZSuggestionsResponseSchema } } },
    async (request) => {
      await requireVerifiedUser(request);
      return { suggestions: await suggestIngredients(deps.foodSearch, request.query.q, request.log) };
    },
  );
};
