import { z } from 'zod';
import { PAGE_VIEW_BATCH_MAX } from './page-path.ts';

export { toPagePath } from './page-path.ts';

// First-party analytics: page views from the browser without cookies or
// addresses, and the server's own events. Both land in one events table.

export const ANALYTICS_RANGES = [30, 90] as const;
export type TAnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const TOP_PAGES_LIMIT = 10;

/** POST /api/analytics/events body (navigator.sendBeacon, batched). */
export const ZPageViewBatchSchema = z.object({
  views: z
    .array(z.object({ path: z.string().max(2_000).startsWith('/') }).strict())
    .min(1)
    .max(PAGE_VIEW_BATCH_MAX),
});
export type TPageViewBatch = z.infer<typeof ZPageViewBatchSchema>;

/** The server's own events. Features call recordEvent(db, event) with one of these. */
export type TServerEvent =
  | { category: 'user'; action: 'signup'; label: 'email_signup' | 'oidc_signup'; userId: string }
  | { category: 'user'; action: 'login'; label: 'email_login' | 'oidc_login'; userId: string }
  | { category: 'generation'; action: 'text' | 'url'; label: string; userId: string; plan: 'free' | 'pro' }
  | { category: 'recipe'; action: 'save' | 'share'; userId: string }
  | { category: 'planner'; action: 'add'; userId: string }
  | { category: 'shopping_list'; action: 'create'; userId: string }
  | { category: 'contact'; action: 'submit'; userId: string | null };

export const ZAnalyticsSummaryQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((value) => ANALYTICS_RANGES.some((range) => range === value), { message: 'must be 30 or 90' })
    .default(30),
});

const ZDayCountSchema = z.object({ date: z.string(), count: z.number().int() });

export const ZAnalyticsSummarySchema = z.object({
  days: z.number().int(),
  /** First and last day (UTC, yyyy-MM-dd) of the range, both included. */
  from: z.string(),
  to: z.string(),
  signupsPerDay: z.array(ZDayCountSchema),
  activeCooksPerDay: z.array(ZDayCountSchema),
  pageViewsPerDay: z.array(ZDayCountSchema),
  generationsPerDay: z.array(z.object({ date: z.string(), free: z.number().int(), pro: z.number().int() })),
  generationsByMode: z.array(z.object({ mode: z.string(), provider: z.string(), count: z.number().int() })),
  topPages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  totals: z.object({
    signups: z.number().int(),
    logins: z.number().int(),
    generations: z.number().int(),
    saves: z.number().int(),
    shares: z.number().int(),
    plannerAdds: z.number().int(),
    shoppingLists: z.number().int(),
    contactSubmissions: z.number().int(),
    pageViews: z.number().int(),
  }),
});
export type TAnalyticsSummary = z.infer<typeof ZAnalyticsSummarySchema>;
