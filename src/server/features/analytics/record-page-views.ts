import { randomUUID } from 'node:crypto';
import { toPagePath, type TPageViewBatch } from '../../../domain/analytics.ts';
import type { TDatabase } from '../../db/client.ts';
import { analyticsEvent } from '../../db/schema.ts';

/** Stores a batch of page views: the path only (no query, no fragment), no user, no address. */
export async function recordPageViews(db: TDatabase, batch: TPageViewBatch): Promise<number> {
  const rows = batch.views.map((view) => ({ id: randomUUID(), category: 'page', action: 'view', label: toPagePath(view.path), userId: null }));
  await db.insert(analyticsEvent).values(rows);
  return rows.length;
}
