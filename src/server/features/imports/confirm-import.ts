import { and, eq } from 'drizzle-orm';
import type { TImportJob } from '../../../domain/imports.ts';
import type { TDatabase } from '../../db/client.ts';
import { importJob } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { findOwnJob, getImport } from './get-import.ts';
import type { TImportRunner } from './import-runner.ts';

/** POST /api/imports/:id/confirm: the cook saw the review; saving starts (once: a second confirm is a 409). */
export async function confirmImport(db: TDatabase, runner: TImportRunner, userId: string, jobId: string): Promise<TImportJob> {
  await findOwnJob(db, userId, jobId);
  const started = await db
    .update(importJob)
    .set({ status: 'importing', claimedUntil: new Date(Date.now() + 60_000), updatedAt: new Date() })
    .where(and(eq(importJob.id, jobId), eq(importJob.userId, userId), eq(importJob.status, 'review')))
    .returning({ id: importJob.id });
  if (started.length === 0) throw new AppError('CONFLICT', 'This import is not waiting for review: it is still being read, or has already started.');
  runner.startImporting(jobId);
  return getImport(db, userId, jobId);
}
