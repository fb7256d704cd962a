import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { IMPORT_LIMITS, formatMegabytes, type TCreatedImport } from '../../../domain/imports.ts';
import type { TDatabase } from '../../db/client.ts';
import { importJob } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { detectFileFormat, detectZipFormat } from './detect-format.ts';
import type { TImportRunner } from './import-runner.ts';
import { uploadPath } from './import-runner.ts';
import { isZipStart, listZipEntries } from './unzip-guarded.ts';

export const TOO_LARGE_MESSAGE = `This file is larger than ${formatMegabytes(IMPORT_LIMITS.maxUploadBytes)}, the most one import takes.`;

export type TUpload = { fileName: string; stream: Readable & { truncated?: boolean } };

async function readHead(filePath: string): Promise<Buffer> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * POST /api/imports: the upload is written to the data folder, its format told from its names and
 * first bytes (a wrong file is refused here, 4xx), and the job starts reading it in the background.
 */
export async function createImport(
  deps: { db: TDatabase; runner: TImportRunner; uploadsDir: string },
  userId: string,
  upload: TUpload,
): Promise<TCreatedImport> {
  const id = randomUUID();
  const filePath = uploadPath(deps.uploadsDir, id);
  const fileName = upload.fileName.replace(/[\\/]/g, '_').slice(0, 200) || 'upload';
  try {
    await pipeline(upload.stream, createWriteStream(filePath));
    if (upload.stream.truncated) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
    const head = await readHead(filePath);
    if (head.length === 0) throw new AppError('BAD_REQUEST', 'This file is empty.');
    const format = isZipStart(head) ? detectZipFormat(fileName, (await listZipEntries(filePath)).names) : detectFileFormat(fileName, head.toString('utf8'));
    await deps.db.insert(importJob).values({ id, userId, format, status: 'reading', fileName, claimedUntil: new Date(Date.now() + 60_000) });
    deps.runner.startReading(id);
    return { id, format, status: 'reading' };
  } catch (error) {
    await rm(filePath, { force: true });
    throw error;
  }
}
