import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_SORTS, type TAdminUser, type TAdminUserSort, ZListAdminUsersResponseSchema } from '../../../domain/admin-users.ts';
import { toUsageMonth } from '../../../domain/plan.ts';
import { profile, user } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { createTestUser, type TTestUser } from '../../test/test-users.ts';

// Seeded rows use lower-case letters and digits only, so PostgreSQL's collation and a plain JS
// comparison agree whatever locale the test database has.
const TAG = 'zqsort';

type TSeed = { id: string; email: string; name: string; status: string; usage: number; month: string; banned: boolean };

function buildSeeds(): TSeed[] {
  const month = toUsageMonth();
  const statuses = ['free', 'pro', 'free', 'canceling', 'free', 'pro', 'free'];
  return Array.from({ length: 13 }, (_, index) => {
    const n = String(index).padStart(2, '0');
    // Ids run opposite to e-mails, so a tie broken by id is visibly not the e-mail order.
    const idNumber = String(99 - index).padStart(2, '0');
    return {
      id: `${TAG}id${idNumber}`,
      email: `${TAG}${String.fromCharCode(97 + ((index * 5) % 13))}${n}@example.test`,
      name: index === 3 ? 'Ann 100% Cook' : `Cook ${n}`,
      status: statuses[index % statuses.length] ?? 'free',
      // Several equal counts (ties), and two stale months whose count no longer applies.
      usage: index % 4,
      month: index === 5 || index === 8 ? '2001-01' : month,
      banned: index % 3 === 0,
    };
  });
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function expectedOrder(seeds: TSeed[], sort: TAdminUserSort, dir: 'asc' | 'desc'): string[] {
  const effective = (seed: TSeed) => (seed.month === toUsageMonth() ? seed.usage : 0);
  const keys: Record<TAdminUserSort, (seed: TSeed) => Array<string | number>> = {
    email: (seed) => [seed.email],
    status: (seed) => [seed.banned ? 1 : 0, seed.email],
    subscription: (seed) => [seed.status, seed.id],
    recipeCount: (seed) => [effective(seed), seed.id],
  };
  const sign = dir === 'asc' ? 1 : -1;
  return [...seeds]
    .sort((a, b) => {
      const left = keys[sort](a);
      const right = keys[sort](b);
      for (let i = 0; i < left.length; i += 1) {
        const l = left[i] ?? '';
        const r = right[i] ?? '';
        const order = typeof l === 'number' && typeof r === 'number' ? l - r : compareText(String(l), String(r));
        if (order !== 0) return order * sign;
      }
      return 0;
    })
    .map((seed) => seed.email);
}

describe('GET /api/admin/users', () => {
  let testApp: TTestApp;
  let admin: TTestUser;
  const seeds = buildSeeds();

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createTestUser(testApp, { role: 'admin', email: 'boss@example.test' });
    const db = testApp.deps.database.db;
    await db
      .insert(user)
      .values(seeds.map((seed) => ({ id: seed.id, name: seed.name, email: seed.email, emailVerified: true, role: 'user', banned: seed.banned })));
    await db
      .insert(profile)
      .values(seeds.map((seed) => ({ userId: seed.id, subscriptionStatus: seed.status, usageCount: seed.usage, usageMonth: seed.month })));
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function list(query: string) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: { cookie: admin.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return ZListAdminUsersResponseSchema.parse(response.json());
  }

  it('answers the first page, e-mail ascending, without parameters', async () => {
    const body = await list('');
    expect(body.total).toBe(seeds.length + 1);
    expect(body.pageSize).toBe(10);
    expect(body.users).toHaveLength(10);
    const emails = body.users.map((row) => row.email);
    expect(emails).toEqual([...emails].sort(compareText));
    expect(emails).toContain('boss@example.test');
  });

  for (const sort of ADMIN_USER_SORTS) {
    for (const dir of ['asc', 'desc'] as const) {
      it(`sorts by ${sort} ${dir}, ties broken stably, and pages without repeats or gaps`, async () => {
        const expected = expectedOrder(seeds, sort, dir);
        const pages: TAdminUser[] = [];
        for (const page of [1, 2, 3]) {
          const body = await list(`?q=${TAG}&sort=${sort}&dir=${dir}&page=${page}&pageSize=5`);
          expect(body.total).toBe(seeds.length);
          pages.push(...body.users);
        }
        expect(pages.map((row) => row.email)).toEqual(expected);
        // The same query twice gives the same order (no ties left to chance).
        const again = await list(`?q=${TAG}&sort=${sort}&dir=${dir}&page=1&pageSize=50`);
        expect(again.users.map((row) => row.email)).toEqual(expected);
      });
    }
  }

  it('shows the Recipe Count of the current month only', async () => {
    const body = await list(`?q=${TAG}&pageSize=50`);
    const stale = body.users.find((row) => row.email === seeds[5]?.email);
    expect(stale).toMatchObject({ recipeCount: 0, usageCount: 0, usageMonth: toUsageMonth() });
    const current = body.users.find((row) => row.email === seeds[3]?.email);
    expect(current).toMatchObject({ recipeCount: 3, disabled: true, subscriptionStatus: 'canceling', isPro: false });
    const pro = body.users.find((row) => row.email === seeds[1]?.email);
    expect(pro).toMatchObject({ isPro: true, subscriptionStatus: 'pro', disabled: false });
  });

  it('answers an empty page past the end with the total', async () => {
    const body = await list(`?q=${TAG}&page=4&pageSize=5`);
    expect(body.users).toEqual([]);
    expect(body.total).toBe(seeds.length);
  });

  it('searches e-mail and name, case-insensitively, with % and _ taken literally', async () => {
    const byEmail = await list(`?q=${seeds[7]?.email.toUpperCase().slice(0, 9)}`);
    expect(byEmail.users.map((row) => row.email)).toEqual([seeds[7]?.email]);
    const byName = await list('?q=cOOK%2004');
    expect(byName.users.map((row) => row.email)).toEqual([seeds[4]?.email]);
    const percent = await list('?q=100%25');
    expect(percent.users.map((row) => row.name)).toEqual(['Ann 100% Cook']);
    expect((await list('?q=%25')).total).toBe(1);
    expect((await list('?q=_')).total).toBe(0);
    const none = await list('?q=nobody-here');
    expect(none).toMatchObject({ users: [], total: 0 });
  });

  it('refuses bad parameters with a clear 400', async () => {
    for (const query of ['?sort=name', '?dir=up', '?page=0', '?pageSize=0', '?pageSize=101', `?q=${'x'.repeat(101)}`]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: { cookie: admin.cookie } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});
