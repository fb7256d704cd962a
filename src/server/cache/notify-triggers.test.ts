import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TDatabase } from '../db/client.ts';
import { cartItem, recipe } from '../db/schema.ts';
import { USER_DATA_CHANGE_CHANNEL } from '../plugins/user-response-cache-plugin.ts';
import { createTestApp, type TTestApp } from '../test/test-app.ts';

// A cached answer is only as fresh as the notifications about the rows behind it: a table a cached route
// reads without a trigger announcing its changes would leave other servers serving stale answers for 30 s.
// The tables come from the routes' own declarations (config.cachedFrom), the triggers from the live catalog.

// pg_trigger.tgtype bits (PostgreSQL's catalog/pg_trigger.h).
const TRIGGER_ROW = 1;
const TRIGGER_BEFORE = 2;
const TRIGGER_INSERT = 4;
const TRIGGER_DELETE = 8;
const TRIGGER_UPDATE = 16;
const TRIGGER_INSTEAD = 64;

const ZTriggerRowSchema = z.object({ table: z.string(), type: z.coerce.number(), body: z.string() });

/** The events a table must announce: every change, and an insert too when its rows belong to a user. */
function readRequiredEvents(table: PgTable): number {
  const hasOwner = getTableConfig(table).columns.some((column) => column.name === 'user_id');
  return TRIGGER_UPDATE | TRIGGER_DELETE | (hasOwner ? TRIGGER_INSERT : 0);
}

/** The declared tables whose changes no enabled row trigger announces on the cache's channel, by name. */
async function findUnannouncedTables(db: TDatabase, tables: readonly PgTable[]): Promise<string[]> {
  const names = tables.map((table) => getTableConfig(table).name);
  const result = await db.execute(sql`
    select c.relname as "table", t.tgtype as "type", p.prosrc as "body"
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and t.tgenabled <> 'D'`);
  const triggers = z.object({ rows: z.array(ZTriggerRowSchema) }).parse(result).rows;
  return tables
    .filter((table, index) => {
      const announced = triggers
        .filter((trigger) => trigger.table === names[index] && trigger.body.includes(USER_DATA_CHANGE_CHANNEL))
        // After the change commits its row, not before or instead of it.
        .filter((trigger) => (trigger.type & TRIGGER_ROW) !== 0 && (trigger.type & (TRIGGER_BEFORE | TRIGGER_INSTEAD)) === 0)
        .reduce((events, trigger) => events | trigger.type, 0);
      const required = readRequiredEvents(table);
      return (announced & required) !== required;
    })
    .map((table) => getTableConfig(table).name);
}

describe('cached answers and their change notifications', () => {
  let testApp: TTestApp;
  let cachedTables: PgTable[];

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.ready();
    cachedTables = [...new Set(testApp.app.routeTable.flatMap((route) => route.config.cachedFrom ?? []))];
  });
  afterAll(() => testApp.close());

  it('finds the cached routes and their tables in the route table', () => {
    const cachedRoutes = testApp.app.routeTable.filter((route) => route.config.cachedFrom?.length).map((route) => `${route.method} ${route.url}`);
    expect(cachedRoutes).toEqual(expect.arrayContaining(['GET /api/recipes', 'GET /api/profile', 'GET /api/meal-plan']));
    expect(cachedTables.map((table) => getTableConfig(table).name).sort()).toEqual(expect.arrayContaining(['meal_plan_entry', 'profile', 'recipe', 'user']));
  });

  it('has a trigger announcing every change to every table behind a cached answer', async () => {
    expect(await findUnannouncedTables(testApp.deps.database.db, cachedTables)).toEqual([]);
  });

  it('reports a table without its trigger, and one whose trigger misses inserts', async () => {
    const { db } = testApp.deps.database;
    // A table no trigger watches, declared as if a route cached it.
    expect(await findUnannouncedTables(db, [...cachedTables, cartItem])).toEqual(['cart_item']);
    // Dropped and recreated for updates only, inside a transaction that is rolled back.
    const ROLLED_BACK = 'rolled back';
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`drop trigger recipe_user_data_notify on recipe`);
        expect(await findUnannouncedTables(tx, cachedTables)).toEqual(['recipe']);
        await tx.execute(sql`create trigger recipe_user_data_notify after update on recipe for each row execute function forkcast_notify_user_data_change()`);
        expect(await findUnannouncedTables(tx, [recipe])).toEqual(['recipe']);
        throw new Error(ROLLED_BACK);
      }),
    ).rejects.toThrow(ROLLED_BACK);
    expect(await findUnannouncedTables(db, cachedTables)).toEqual([]);
  });
});
