import { and, count, countDistinct, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import { TOP_PAGES_LIMIT, type TAnalyticsSummary } from '../../../domain/analytics.ts';
import type { TDatabase } from '../../db/client.ts';
import { analyticsEvent } from '../../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** UTC calendar days, oldest first, ending today. */
function listDays(days: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

const dayOf = sql<string>`to_char(${analyticsEvent.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** GET /api/admin/analytics: the dashboard's charts over the last 30 or 90 days (UTC days). */
export async function getAnalyticsSummary(db: TDatabase, days: number, now: Date = new Date()): Promise<TAnalyticsSummary> {
  const dayKeys = listDays(days, now);
  const since = new Date(`${dayKeys[0]}T00:00:00.000Z`);
  const inRange = gte(analyticsEvent.createdAt, since);

  const [perDay, activePerDay, topPages, byMode] = await Promise.all([
    db
      .select({
        category: analyticsEvent.category,
        action: analyticsEvent.action,
        plan: sql<string | null>`${analyticsEvent.properties} ->> 'plan'`,
        day: dayOf,
        total: count(),
      })
      .from(analyticsEvent)
      .where(inRange)
      .groupBy(analyticsEvent.category, analyticsEvent.action, sql`3`, sql`4`),
    db
      .select({ day: dayOf, total: countDistinct(analyticsEvent.userId) })
      .from(analyticsEvent)
      .where(and(inRange, isNotNull(analyticsEvent.userId), ne(analyticsEvent.category, 'page')))
      .groupBy(sql`1`),
    db
      .select({ path: sql<string>`coalesce(${analyticsEvent.label}, '/')`, views: count() })
      .from(analyticsEvent)
      .where(and(inRange, eq(analyticsEvent.category, 'page')))
      .groupBy(sql`1`)
      .orderBy(desc(count()), sql`1`)
      .limit(TOP_PAGES_LIMIT),
    db
      .select({ mode: analyticsEvent.action, provider: sql<string>`coalesce(${analyticsEvent.label}, 'unknown')`, total: count() })
      .from(analyticsEvent)
      .where(and(inRange, eq(analyticsEvent.category, 'generation')))
      .groupBy(analyticsEvent.action, sql`2`)
      .orderBy(desc(count())),
  ]);

  const zeroes = () => new Map(dayKeys.map((day) => [day, 0]));
  const signups = zeroes();
  const pageViews = zeroes();
  const generationsFree = zeroes();
  const generationsPro = zeroes();
  const totals = { signups: 0, logins: 0, generations: 0, saves: 0, shares: 0, plannerAdds: 0, shoppingLists: 0, contactSubmissions: 0, pageViews: 0 };
  const add = (map: Map<string, number>, day: string, value: number) => map.set(day, (map.get(day) ?? 0) + value);

  for (const row of perDay) {
    const key = `${row.category}.${row.action}`;
    if (key === 'user.signup') {
      add(signups, row.day, row.total);
      totals.signups += row.total;
    } else if (key === 'user.login') totals.logins += row.total;
    else if (row.category === 'generation') {
      add(row.plan === 'pro' ? generationsPro : generationsFree, row.day, row.total);
      totals.generations += row.total;
    } else if (key === 'recipe.save') totals.saves += row.total;
    else if (key === 'recipe.share') totals.shares += row.total;
    else if (key === 'planner.add') totals.plannerAdds += row.total;
    else if (key === 'shopping_list.create') totals.shoppingLists += row.total;
    else if (key === 'contact.submit') totals.contactSubmissions += row.total;
    else if (key === 'page.view') {
      add(pageViews, row.day, row.total);
      totals.pageViews += row.total;
    }
  }
  const active = zeroes();
  for (const row of activePerDay) add(active, row.day, row.total);

  const toSeries = (map: Map<string, number>) => dayKeys.map((date) => ({ date, count: map.get(date) ?? 0 }));
  return {
    days,
    from: dayKeys[0] ?? '',
    to: dayKeys[dayKeys.length - 1] ?? '',
    signupsPerDay: toSeries(signups),
    activeCooksPerDay: toSeries(active),
    pageViewsPerDay: toSeries(pageViews),
    generationsPerDay: dayKeys.map((date) => ({ date, free: generationsFree.get(date) ?? 0, pro: generationsPro.get(date) ?? 0 })),
    generationsByMode: byMode.map((row) => ({ mode: row.mode, provider: row.provider, count: row.total })),
    topPages: topPages.map((row) => ({ path: row.path, views: row.views })),
    totals,
  };
}
