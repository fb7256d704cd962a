import { and, count, eq } from 'drizzle-orm';
import { FREE_SAVED_RECIPES } from '../../../domain/limits.ts';
import { ZImportFormatSchema, ZImportProblemSchema, type TImportJob } from '../../../domain/imports.ts';
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
  return {
    id: job.id,
    format: ZImportFormatSchema.parse(job.format),
    status: job.status,
    fileName: job.fileName,
    total: job.total,
    imported: job.imported,
    skipped: job.skipped,
    problems: z.array(ZImportProblemSchema).parse(job.problems),
    review: stored ? { ...stored, fitsPlan } : null,
    createdAt: job.createdAt.toISOString(),
  };
}
