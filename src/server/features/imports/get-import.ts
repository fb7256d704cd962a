import { and, asc, count, eq } from 'drizzle-orm';
import { FREE_SAVED_RECIPES } from '../../../domain/limits.ts';
import { ZImportJobFormatSchema, ZImportProblemSchema, type TImportJob, type TImportPage, type TImportProblem } from '../../../domain/imports.ts';
import { hasProAccess } from '../../../domain/plan.ts';
import { z } from 'zod';
import type { TDatabase } from '../../db/client.ts';
import { getOrCreateProfileRow } from '../../db/profile-row.ts';
import { importItem, importJob } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const ZStoredReviewSchema = z.object({
  recipes: z.number(),
  duplicates: z.number(),
  linesNotUnderstood: z.number(),
  fieldsNotUnderstood: z.array(z.string()),
});

export const IMPORT_NOT_FOUND_MESSAGE = 'Import not found.';
export const ALREADY_IMPORTED_MESSAGE = 'Already in your library (skipped).';

/** A bulk URL import's progress list: each address, its state, and why it failed (from the problems). */
async function listPages(db: TDatabase, jobId: string, problems: TImportProblem[]): Promise<TImportPage[]> {
  const items = await db
    .select({ label: importItem.label, state: importItem.state, recipe: importItem.recipe })
    .from(importItem)
    .where(eq(importItem.jobId, jobId))
    .orderBy(asc(importItem.position));
  return items.map((item): TImportPage => {
    const title = typeof item.recipe.title === 'string' ? item.recipe.title : null;
    if (item.state === 'waiting') return { url: item.label, state: 'waiting', title: null, reason: null };
    if (item.state === 'failed') {
      const reason = problems.findLast((problem) => problem.item === item.label)?.reason ?? 'This page could not be read.';
      return { url: item.label, state: 'failed', title: null, reason };
    }
    // A duplicate is found before its page is fetched (no title); one skipped later is over the plan's limit.
    const reason = item.state === 'skipped' ? (title === null ? ALREADY_IMPORTED_MESSAGE : 'Not imported (see the notes).') : null;
    return { url: item.label, state: 'done', title, reason };
  });
}

/** The caller's own job row; another cook's import is answered like a missing one. */
export async function findOwnJob(db: TDatabase, userId: string, jobId: string) {
  const [job] = await db
    .select()
    .from(importJob)
    .where(and(eq(importJob.id, jobId), eq(importJob.userId, userId)));
  if (!job) throw new AppError('NOT_FOUND', IMPORT_NOT_FOUND_MESSAGE);
  return job;
}

/** GET /api/imports/:id: progress, problems, and the review (what the plan lets in, counted now). */
export async function getImport(db: TDatabase, userId: string, jobId: string): Promise<TImportJob> {
  const job = await findOwnJob(db, userId, jobId);
  const stored = job.review ? ZStoredReviewSchema.parse(job.review) : null;
  let fitsPlan: number | null = null;
  if (stored && job.status === 'review') {
    const profileRow = await getOrCreateProfileRow(db, userId);
    if (!hasProAccess(profileRow)) {
      const [pending] = await db
        .select({ value: count() })
        .from(importItem)
        .where(and(eq(importItem.jobId, jobId), eq(importItem.state, 'pending')));
      fitsPlan = Math.min(pending?.value ?? 0, Math.max(0, FREE_SAVED_RECIPES - profileRow.savedRecipeCount));
    }
  }
  const format = ZImportJobFormatSchema.parse(job.format);
  const problems = z.array(ZImportProblemSchema).parse(job.problems);
  return {
    id: job.id,
    format,
    status: job.status,
    fileName: job.fileName,
    total: job.total,
    imported: job.imported,
    skipped: job.skipped,
    problems,
    review: stored ? { ...stored, fitsPlan } : null,
    pages: format === 'urls' ? await listPages(db, jobId, problems) : null,
    createdAt: job.createdAt.toISOString(),
  };
}
