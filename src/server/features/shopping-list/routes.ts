import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCheckShoppingItemSchema,
  ZCreateShoppingListSchema,
  ZReplaceShoppingItemsSchema,
  ZShoppingListSchema,
} from '../../../domain/shopping-list/shopping-list.ts';
import { ZPutAwayResponseSchema, ZPutAwaySchema } from '../../../domain/pantry.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { checkShoppingItem } from './check-shopping-item.ts';
import { createShoppingList, readDateRange } from './create-shopping-list.ts';
import { getShoppingList } from './get-shopping-list.ts';
import { putAwayItems } from './put-away-items.ts';
import { replaceShoppingItems } from './replace-shopping-items.ts';

/** Shopping lists from the meal plan: built on the server, the last one stored with its checks. */
export const shoppingListRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;

  app.post(
    '/api/shopping-list',
    { config: { rateLimit: 'shopping-list' }, schema: { body: ZCreateShoppingListSchema, response: { 200: ZShoppingListSchema } } },
    async (request) => {
      const caller = await requireVerifiedUser(request);
      const range = readDateRange(request.body.startDate, request.body.endDate);
      return createShoppingList(db, caller.id, range);
    },
  );

  app.get('/api/shopping-list', { schema: { response: { 200: ZShoppingListSchema.nullable() } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return getShoppingList(db, caller.id);
  });

  app.patch('/api/shopping-list/items', { schema: { body: ZCheckShoppingItemSchema, response: { 200: ZShoppingListSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return checkShoppingItem(db, caller.id, request.body);
  });

  app.put('/api/shopping-list/items', { schema: { body: ZReplaceShoppingItemsSchema, response: { 200: ZShoppingListSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return replaceShoppingItems(db, caller.id, request.body.items);
  });

  app.post('/api/shopping-list/put-away', { schema: { body: ZPutAwaySchema, response: { 200: ZPutAwayResponseSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return putAwayItems(deps, caller.id, request.body);
  });
};
