import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, lt, ne, or, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_LIMITS, URL_IMPORT_LIMITS, ZImportFormatSchema, type TImportProblem, type TPageRecipeReader } from '../../../domain/imports.ts';
import { ZRecipeFieldsSchema } from '../../../domain/recipe.ts';
import type { TDatabase, TTransaction } from '../../db/client.ts';
import { importItem, importJob, recipe, recipeImportSource } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createRecipeImageKey } from '../../providers/storage/recipe-image-keys.ts';
import type { TStorageProvider } from '../../providers/storage/storage-provider.ts';
import { sniffImageType } from '../../providers/storage/sniff-image-type.ts';
import { deleteImageIfUnused } from '../../db/recipe-image.ts';
import { insertRecipeInTransaction } from '../../db/insert-recipe.ts';
import { toUrlSourceKey, URL_SOURCE_KEY_PREFIX } from './url-source-key.ts';
import { fitPageRecipe } from './fit-page-recipe.ts';
import { countLinesNotUnderstood, toRecipeFields, toSourceKey } from './to-recipe-fields.ts';
import { createUnzipBudget, readZipFile, unzipGuarded } from './unzip-guarded.ts';
import type { TFileEntry, TReadProblem } from './readers/imported-recipe.ts';

/** How long a server's claim on a job lasts without news; renewed with every recipe. */
const LEASE_MS = 60_000;
/** How often a server looks for jobs another (stopped) server left. */
const SWEEP_MS = 30_000;
/** The problems list is for reading: a file with thousands of bad entries keeps the first of them. */
const MAX_PROBLEMS = 500;
const ITEM_BATCH = 200;

export const INTERRUPTED_READING_MESSAGE = 'The server restarted while reading this file. Please upload it again.';

export type TImportRunnerDeps = {
  db: TDatabase;
  storage: TStorageProvider;
  log: FastifyBaseLogger;
  uploadsDir: string;
  /** Reads one web page of a bulk URL import. */
  readPageRecipe: TPageRecipeReader;
};

export type TImportRunner = {
  /** Reads an uploaded file, or fetches a bulk import's pages, into items (status reading → review, or failed). */
  startReading: (jobId: string) => void;
  /** Saves the pending items (status importing → done). */
  startImporting: (jobId: string) => void;
  /** Takes up the jobs whose server stopped: importing and fetching pages resume, reading a file fails cleanly. */
  sweep: () => Promise<void>;
  close: () => Promise<void>;
};

export function uploadPath(uploadsDir: string, jobId: string): string {
  return path.join(uploadsDir, `${jobId.replace(/[^a-z0-9-]/gi, '')}.upload`);
}

function leaseUntil(): Date {
  return new Date(Date.now() + LEASE_MS);
}

/** Takes the job for this server when nobody holds it (or the holder's lease ran out). */
async function claimJob(db: TDatabase, jobId: string, status: 'reading' | 'importing'): Promise<boolean> {
  const claimed = await db
    .update(importJob)
    .set({ claimedUntil: leaseUntil(), updatedAt: new Date() })
    .where(and(eq(importJob.id, jobId), eq(importJob.status, status), or(isNull(importJob.claimedUntil), lt(importJob.claimedUntil, new Date()))))
    .returning({ id: importJob.id });
  return claimed.length === 1;
}

async function appendProblems(db: TDatabase, jobId: string, problems: TImportProblem[]): Promise<void> {
  if (problems.length === 0) return;
  await db
    .update(importJob)
    .set({
      problems: sql`(select coalesce(jsonb_agg(value), '[]'::jsonb) from (select value from jsonb_array_elements(${importJob.problems} || ${JSON.stringify(problems)}::jsonb) limit ${MAX_PROBLEMS}) as kept)`,
    })
    .where(eq(importJob.id, jobId));
}

async function failJob(db: TDatabase, jobId: string, reason: string, item = 'file'): Promise<void> {
  // One transaction: a reader never sees the job failed without the reason (on PostgreSQL it could, between two statements).
  await db.transaction(async (tx) => {
    await appendProblems(tx, jobId, [{ item, reason }]);
    await tx.update(importJob).set({ status: 'failed', claimedUntil: null, updatedAt: new Date() }).where(eq(importJob.id, jobId));
  });
}

/** Renews this server's lease; false when the job is gone (cancelled). */
async function renewLease(db: TDatabase, jobId: string): Promise<boolean> {
  const [still] = await db
    .update(importJob)
    .set({ claimedUntil: leaseUntil(), updatedAt: new Date() })
    .where(eq(importJob.id, jobId))
    .returning({ id: importJob.id });
  return still !== undefined;
}

export const NO_PAGE_READ_MESSAGE = 'No recipe could be read from these pages.';
const PAGE_NOT_READ_MESSAGE = 'This page could not be read.';

/** Runs `work` on every entry, at most `limit` at a time. */
async function runPool<T>(entries: T[], limit: number, work: (entry: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < entries.length; index = next++) {
      const entry = entries[index];
      if (entry !== undefined) await work(entry);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, entries.length) }, worker));
}

/**
 * A bulk URL import's reading: each waiting address is fetched (a few at a time) and becomes a pending
 * item, a skipped one (already imported) or a failed one with its reason in the problems. The items are
 * the job's state, so a server that stops halfway leaves the rest waiting for the next one to fetch.
 */
async function readUrlJob(deps: TImportRunnerDeps, job: { id: string; userId: string }, isClosing: () => boolean): Promise<void> {
  const { db } = deps;
  const existing = await readImportedKeys(db, job.userId);
  const waiting = await db
    .select()
    .from(importItem)
    .where(and(eq(importItem.jobId, job.id), eq(importItem.state, 'waiting')))
    .orderBy(asc(importItem.position));
  let isCancelled = false;
  const setItem = (position: number, values: Partial<typeof importItem.$inferInsert>) =>
    db
      .update(importItem)
      .set(values)
      .where(and(eq(importItem.jobId, job.id), eq(importItem.position, position), eq(importItem.state, 'waiting')))
      .returning({ position: importItem.position });
  await runPool(waiting, URL_IMPORT_LIMITS.concurrency, async (item) => {
    if (isCancelled || isClosing()) return;
    if (existing.has(item.sourceKey)) {
      // Already in the library from an earlier import: not fetched again.
      await setItem(item.position, { state: 'skipped' });
    } else {
      try {
        const fitted = fitPageRecipe(await deps.readPageRecipe(job.userId, item.label), item.label);
        const stored = await setItem(item.position, { state: 'pending', recipe: fitted.fields });
        // The job was cancelled while the page was read: its picture belongs to no recipe.
        if (stored.length === 0 && fitted.fields.imageUrl)
          await deleteImageIfUnused(db, deps.storage, { imageUrl: fitted.fields.imageUrl, ownerId: job.userId }, deps.log);
        await appendProblems(
          db,
          job.id,
          fitted.notes.map((reason) => ({ item: item.label, reason })),
        );
      } catch (error) {
        if (!(error instanceof AppError)) deps.log.warn({ err: error, jobId: job.id }, 'bulk import: page not read');
        await setItem(item.position, { state: 'failed' });
        await appendProblems(db, job.id, [{ item: item.label, reason: error instanceof AppError ? error.message : PAGE_NOT_READ_MESSAGE }]);
      }
    }
    if (!(await renewLease(db, job.id))) isCancelled = true;
  });
  if (isCancelled || isClosing()) return; // cancelled: nothing to finish; closing: the next server resumes
  const items = await db.select({ state: importItem.state, recipe: importItem.recipe }).from(importItem).where(eq(importItem.jobId, job.id));
  const read = items.filter((item) => item.state === 'pending' || item.state === 'skipped');
  const duplicates = read.filter((item) => item.state === 'skipped').length;
  if (read.length === 0) {
    await failJob(db, job.id, NO_PAGE_READ_MESSAGE, 'pages');
    return;
  }
  const linesNotUnderstood = read.reduce((sum, item) => {
    const lines = item.recipe.ingredients;
    return sum + (Array.isArray(lines) ? countLinesNotUnderstood(lines.filter((line) => typeof line === 'string')) : 0);
  }, 0);
  await db
    .update(importJob)
    .set({
      status: 'review',
      total: read.length,
      skipped: duplicates,
      claimedUntil: null,
      updatedAt: new Date(),
      review: { recipes: read.length, duplicates, linesNotUnderstood, fieldsNotUnderstood: [] },
    })
    .where(and(eq(importJob.id, job.id), eq(importJob.status, 'reading')));
}

async function readUploadFiles(filePath: string, fileName: string): Promise<{ files: TFileEntry[]; problems: TReadProblem[] }> {
  const head = Buffer.alloc(4);
  const bytes = await readFile(filePath);
  bytes.copy(head, 0, 0, 4);
  const isZip = head[0] === 0x50 && head[1] === 0x4b;
  if (!isZip) return { files: [{ name: fileName, bytes: new Uint8Array(bytes) }], problems: [] };
  const budget = createUnzipBudget();
  const outer = await readZipFile(filePath, budget);
  const files: TFileEntry[] = [];
  const problems = [...outer.problems];
  for (const file of outer.files) {
    if (!/\.zip$/i.test(file.name)) {
      files.push(file);
      continue;
    }
    // Tandoor: a zip of zips. The inner ones unpack against the same budget.
    const inner = await unzipGuarded([file.bytes], budget, `${file.name}/`);
    files.push(...inner.files);
    problems.push(...inner.problems);
  }
  return { files, problems };
}

async function storeImage(storage: TStorageProvider, userId: string, bytes: Uint8Array | null): Promise<{ url: string; problem: string | null }> {
  if (!bytes) return { url: '', problem: null };
  if (bytes.length > IMPORT_LIMITS.maxImageBytes) return { url: '', problem: 'Its picture is larger than 10 MB and was left out.' };
  const body = Buffer.from(bytes);
  const type = sniffImageType(body);
  if (!type) return { url: '', problem: 'Its picture is not a JPEG, PNG, WebP or AVIF file and was left out.' };
  const stored = await storage.put(createRecipeImageKey(userId, type.extension), body, type.contentType);
  return { url: stored.url, problem: null };
}

async function readJob(deps: TImportRunnerDeps, jobId: string): Promise<void> {
  const { db, storage } = deps;
  const [job] = await db.select().from(importJob).where(eq(importJob.id, jobId));
  if (!job) return;
  const format = ZImportFormatSchema.parse(job.format);
  const filePath = uploadPath(deps.uploadsDir, jobId);
  try {
    const { files, problems: unzipProblems } = await readUploadFiles(filePath, job.fileName);
    // The readers load on the first import, not at every server start (cheerio, the line tagger).
    const { readByFormat } = await import('./readers/read-by-format.ts');
    const read = readByFormat(format, files);
    const problems: TImportProblem[] = [...unzipProblems, ...read.problems];
    if (read.recipes.length > IMPORT_LIMITS.maxRecipes)
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `This file holds ${read.recipes.length.toLocaleString('en-US')} recipes; one import takes at most ${IMPORT_LIMITS.maxRecipes.toLocaleString('en-US')}.`,
      );
    if (read.recipes.length === 0) throw new AppError('UNPROCESSABLE', 'No recipe could be read from this file.');
    const existing = await readImportedKeys(db, job.userId);
    const seen = new Set<string>();
    let duplicates = 0;
    let linesNotUnderstood = 0;
    const fieldsNotUnderstood = new Set<string>();
    let batch: (typeof importItem.$inferInsert)[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await db.insert(importItem).values(batch);
      batch = [];
      const [still] = await db
        .update(importJob)
        .set({ claimedUntil: leaseUntil(), updatedAt: new Date() })
        .where(eq(importJob.id, jobId))
        .returning({ id: importJob.id });
      if (!still) throw new AppError('NOT_FOUND', 'The import was cancelled.');
    };
    for (const [position, imported] of read.recipes.entries()) {
      const label = imported.title || `Recipe ${position + 1}`;
      if (!imported.title.trim()) {
        problems.push({ item: label, reason: 'This recipe has no title and was skipped.' });
        continue;
      }
      const sourceKey = toSourceKey(format, imported);
      const isDuplicate = existing.has(sourceKey) || seen.has(sourceKey);
      seen.add(sourceKey);
      const fitted = toRecipeFields(imported);
      linesNotUnderstood += fitted.linesNotUnderstood;
      for (const field of imported.fieldsNotUnderstood) fieldsNotUnderstood.add(field);
      for (const note of fitted.notes) problems.push({ item: label, reason: note });
      if (isDuplicate) {
        duplicates += 1;
        batch.push({ jobId, position, sourceKey, label, recipe: fitted.fields, state: 'skipped' });
      } else {
        const image = await storeImage(storage, job.userId, imported.image);
        if (image.problem) problems.push({ item: label, reason: image.problem });
        batch.push({ jobId, position, sourceKey, label, recipe: { ...fitted.fields, imageUrl: image.url }, state: 'pending' });
      }
      if (batch.length >= ITEM_BATCH) await flush();
    }
    await flush();
    const total = read.recipes.length;
    await db
      .update(importJob)
      .set({
        status: 'review',
        total,
        skipped: duplicates,
        claimedUntil: null,
        updatedAt: new Date(),
        review: { recipes: total, duplicates, linesNotUnderstood, fieldsNotUnderstood: [...fieldsNotUnderstood].sort().slice(0, 50) },
      })
      .where(eq(importJob.id, jobId));
    await appendProblems(db, jobId, problems);
  } catch (error) {
    const reason = error instanceof AppError ? error.message : 'This file could not be read.';
    if (!(error instanceof AppError)) deps.log.warn({ err: error, jobId }, 'import reading failed');
    await failJob(db, jobId, reason);
  } finally {
    await rm(filePath, { force: true });
  }
}

/**
 * The duplicate check's keys of what the cook already has: every earlier import's, and the page of every
 * recipe with a source (a page saved from the Create page, or imported before recipes kept their source).
 */
async function readImportedKeys(db: TDatabase, userId: string): Promise<Set<string>> {
  const [imported, fromPages] = await Promise.all([
    db.select({ key: recipeImportSource.sourceKey }).from(recipeImportSource).where(eq(recipeImportSource.userId, userId)),
    db
      .select({ sourceUrl: recipe.sourceUrl })
      .from(recipe)
      .where(and(eq(recipe.userId, userId), ne(recipe.sourceUrl, ''))),
  ]);
  return new Set([...imported.map((row) => row.key), ...fromPages.map((row) => toUrlSourceKey(row.sourceUrl))]);
}

/** The same check for one item, inside its saving transaction (a page key also matches a recipe's source). */
async function isAlreadyImported(tx: TTransaction, userId: string, sourceKey: string): Promise<boolean> {
  const [imported] = await tx
    .select({ id: recipeImportSource.recipeId })
    .from(recipeImportSource)
    .where(and(eq(recipeImportSource.userId, userId), eq(recipeImportSource.sourceKey, sourceKey)))
    .limit(1);
  if (imported) return true;
  if (!sourceKey.startsWith(URL_SOURCE_KEY_PREFIX)) return false;
  const [fromPage] = await tx
    .select({ id: recipe.id })
    .from(recipe)
    .where(and(eq(recipe.userId, userId), eq(recipe.sourceUrl, sourceKey.slice(URL_SOURCE_KEY_PREFIX.length))))
    .limit(1);
  return fromPage !== undefined;
}

/** An item passed over (already imported, or over the plan's limit) and the job's count of them, together. */
async function markItemSkipped(tx: TTransaction, jobId: string, position: number): Promise<void> {
  await tx
    .update(importItem)
    .set({ state: 'skipped' })
    .where(and(eq(importItem.jobId, jobId), eq(importItem.position, position)));
  await tx
    .update(importJob)
    .set({ skipped: sql`${importJob.skipped} + 1`, claimedUntil: leaseUntil(), updatedAt: new Date() })
    .where(eq(importJob.id, jobId));
}

/** Saves one pending item: the recipe, its source mark and the counters in one transaction. */
async function importOneItem(
  db: TDatabase,
  job: { id: string; userId: string },
  item: typeof importItem.$inferSelect,
): Promise<'imported' | 'duplicate' | 'limit' | 'cancelled'> {
  const fields = ZRecipeFieldsSchema.parse(item.recipe);
  try {
    return await db.transaction(async (tx) => {
      if (await isAlreadyImported(tx, job.userId, item.sourceKey)) {
        await markItemSkipped(tx, job.id, item.position);
        return 'duplicate';
      }
      // The job row is counted first: a job cancelled meanwhile (row gone) saves nothing more.
      const [counted] = await tx
        .update(importJob)
        .set({ imported: sql`${importJob.imported} + 1`, claimedUntil: leaseUntil(), updatedAt: new Date() })
        .where(eq(importJob.id, job.id))
        .returning({ id: importJob.id });
      if (!counted) return 'cancelled';
      const saved = await insertRecipeInTransaction(tx, job.userId, fields);
      await tx.insert(recipeImportSource).values({ userId: job.userId, sourceKey: item.sourceKey, recipeId: saved.id });
      await tx
        .update(importItem)
        .set({ state: 'imported' })
        .where(and(eq(importItem.jobId, job.id), eq(importItem.position, item.position)));
      return 'imported';
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'LIMIT_REACHED') throw error;
    await db.transaction((tx) => markItemSkipped(tx, job.id, item.position));
    return 'limit';
  }
}

/** Deletes the stored pictures of items that did not become recipes (skipped, or a cancelled job). */
export async function deleteUnusedItemImages(deps: Pick<TImportRunnerDeps, 'db' | 'storage' | 'log'>, jobId: string, userId: string): Promise<void> {
  const items = await deps.db
    .select({ recipe: importItem.recipe })
    .from(importItem)
    .where(and(eq(importItem.jobId, jobId), inArray(importItem.state, ['pending', 'skipped'])));
  for (const item of items) {
    const imageUrl = item.recipe.imageUrl;
    if (typeof imageUrl === 'string' && imageUrl) await deleteImageIfUnused(deps.db, deps.storage, { imageUrl, ownerId: userId }, deps.log);
  }
}

async function importJobItems(deps: TImportRunnerDeps, jobId: string, isClosing: () => boolean): Promise<void> {
  const { db } = deps;
  const [job] = await db.select({ id: importJob.id, userId: importJob.userId }).from(importJob).where(eq(importJob.id, jobId));
  if (!job) return;
  let hitLimit = false;
  for (;;) {
    if (isClosing()) return; // the lease runs out and the next server resumes the job
    const pending = await db
      .select()
      .from(importItem)
      .where(and(eq(importItem.jobId, jobId), eq(importItem.state, 'pending')))
      .orderBy(asc(importItem.position))
      .limit(50);
    if (pending.length === 0) break;
    for (const item of pending) {
      if (isClosing()) return;
      const outcome = await importOneItem(db, job, item);
      if (outcome === 'cancelled') return;
      if (outcome === 'limit' && !hitLimit) {
        hitLimit = true;
        await appendProblems(db, jobId, [
          { item: item.label, reason: 'The Free plan keeps at most 10 saved recipes: this one and the rest were not imported. Pro imports all of them.' },
        ]);
      }
    }
  }
  await deleteUnusedItemImages(deps, jobId, job.userId);
  await db.update(importJob).set({ status: 'done', claimedUntil: null, updatedAt: new Date() }).where(eq(importJob.id, jobId));
}

export function createImportRunner(deps: TImportRunnerDeps): TImportRunner {
  const running = new Set<Promise<void>>();
  let isClosing = false;
  const track = (work: () => Promise<void>) => {
    const promise = work()
      .catch((error: unknown) => deps.log.error({ err: error }, 'import job failed'))
      .finally(() => running.delete(promise));
    running.add(promise);
  };
  const startImporting = (jobId: string) =>
    track(async () => {
      try {
        await importJobItems(deps, jobId, () => isClosing);
      } catch (error) {
        deps.log.error({ err: error, jobId }, 'import stopped');
        await failJob(deps.db, jobId, 'The import stopped on an unexpected error; the recipes saved so far are kept.');
      }
    });
  const startReading = (jobId: string) =>
    track(async () => {
      const [job] = await deps.db
        .select({ id: importJob.id, userId: importJob.userId, format: importJob.format })
        .from(importJob)
        .where(eq(importJob.id, jobId));
      if (!job) return;
      if (job.format !== 'urls') return readJob(deps, jobId);
      try {
        await readUrlJob(deps, job, () => isClosing);
      } catch (error) {
        deps.log.error({ err: error, jobId }, 'bulk import stopped');
        await failJob(deps.db, jobId, 'Reading the pages stopped on an unexpected error. Please try again.', 'pages');
      }
    });
  const sweep = async () => {
    if (isClosing) return;
    const stale = await deps.db
      .select({ id: importJob.id, status: importJob.status, format: importJob.format })
      .from(importJob)
      .where(and(inArray(importJob.status, ['reading', 'importing']), or(isNull(importJob.claimedUntil), lt(importJob.claimedUntil, new Date()))));
    for (const job of stale) {
      if (job.status === 'reading' && job.format === 'urls') {
        // The addresses are in the database: the pages not fetched yet are fetched now.
        if (await claimJob(deps.db, job.id, 'reading')) startReading(job.id);
      } else if (job.status === 'reading') {
        // Reading is quick and its upload may be gone with the server: the cook uploads again.
        await failJob(deps.db, job.id, INTERRUPTED_READING_MESSAGE);
        await rm(uploadPath(deps.uploadsDir, job.id), { force: true });
      } else if (await claimJob(deps.db, job.id, 'importing')) startImporting(job.id);
    }
  };
  const timer = setInterval(() => {
    track(sweep);
  }, SWEEP_MS);
  timer.unref();
  return {
    startReading,
    startImporting,
    sweep,
    close: async () => {
      isClosing = true;
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
