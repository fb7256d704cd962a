import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Unzip, UnzipInflate } from 'fflate';
import { IMPORT_LIMITS, formatMegabytes } from '../../../domain/imports.ts';
import { AppError } from '../../errors.ts';
import type { TFileEntry, TReadProblem } from './readers/imported-recipe.ts';

// Zip files are read with fflate, as a stream, counting what each entry really unpacks to: the sizes a
// zip declares can lie, so a zip bomb is stopped by the bytes it produces, not by its headers.

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

export type TZipListing = { names: string[]; declaredBytes: number };

/** The budget every entry of one upload (and of the zips inside it) unpacks against. */
export type TUnzipBudget = { bytesLeft: number; entriesLeft: number };

export function createUnzipBudget(): TUnzipBudget {
  return { bytesLeft: IMPORT_LIMITS.maxUnpackedBytes, entriesLeft: IMPORT_LIMITS.maxZipEntries };
}

export function isZipStart(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05) && (bytes[3] === 0x04 || bytes[3] === 0x06);
}

const tooBig = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `This zip unpacks to more than ${formatMegabytes(IMPORT_LIMITS.maxUnpackedBytes)} or holds more than ${IMPORT_LIMITS.maxZipEntries.toLocaleString('en-US')} files.`,
  );
const notAZip = () => new AppError('BAD_REQUEST', 'This file is not a readable zip archive.');

/**
 * The names in a zip's central directory (read from its end, without unpacking anything), to tell the
 * format at upload time and refuse an oversized zip before any work. Zip64 archives are refused.
 */
export async function listZipEntries(filePath: string): Promise<TZipListing> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let offset = tailLength - 22; offset >= 0; offset -= 1) {
      if (tail.readUInt32LE(offset) === EOCD_SIGNATURE) {
        eocd = offset;
        break;
      }
    }
    if (eocd === -1) throw notAZip();
    const count = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (count === 0xffff || directoryOffset === 0xffffffff) throw tooBig();
    if (count > IMPORT_LIMITS.maxZipEntries) throw tooBig();
    if (directoryOffset + directorySize > size) throw notAZip();
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const names: string[] = [];
    let declaredBytes = 0;
    let offset = 0;
    while (offset + 46 <= directory.length && names.length < count) {
      if (directory.readUInt32LE(offset) !== CENTRAL_SIGNATURE) throw notAZip();
      declaredBytes += directory.readUInt32LE(offset + 24);
      const nameLength = directory.readUInt16LE(offset + 28);
      const extraLength = directory.readUInt16LE(offset + 30);
      const commentLength = directory.readUInt16LE(offset + 32);
      names.push(directory.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
      offset += 46 + nameLength + extraLength + commentLength;
    }
    if (declaredBytes > IMPORT_LIMITS.maxUnpackedBytes) throw tooBig();
    return { names, declaredBytes };
  } finally {
    await handle.close();
  }
}

/** Entries that are not part of anyone's data: macOS resource forks, folder entries. */
function isNoise(name: string): boolean {
  return name.endsWith('/') || name.startsWith('__MACOSX/') || name.split('/').some((part) => part === '.DS_Store' || part.startsWith('._'));
}

/**
 * Every file of a zip, unpacked as a stream against the budget. A damaged entry is listed and skipped;
 * going over the budget stops the whole read (413).
 */
export async function unzipGuarded(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  budget: TUnzipBudget,
  prefix = '',
): Promise<{ files: TFileEntry[]; problems: TReadProblem[] }> {
  const files: TFileEntry[] = [];
  const problems: TReadProblem[] = [];
  let failure: AppError | null = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    if (failure || isNoise(file.name)) return;
    budget.entriesLeft -= 1;
    if (budget.entriesLeft < 0) {
      failure = tooBig();
      return;
    }
    const parts: Uint8Array[] = [];
    let isBroken = false;
    file.ondata = (error, data, isFinal) => {
      if (failure || isBroken) return;
      if (error) {
        isBroken = true;
        problems.push({ item: prefix + file.name, reason: 'This entry is damaged and was skipped.' });
        return;
      }
      budget.bytesLeft -= data.length;
      if (budget.bytesLeft < 0) {
        failure = tooBig();
        file.terminate();
        return;
      }
      parts.push(data);
      if (isFinal) files.push({ name: prefix + file.name, bytes: parts.length === 1 && parts[0] ? parts[0] : new Uint8Array(Buffer.concat(parts)) });
    };
    try {
      file.start();
    } catch {
      problems.push({ item: prefix + file.name, reason: 'This entry uses a compression Forkcast cannot read, and was skipped.' });
    }
  };
  try {
    for await (const chunk of chunks) {
      if (failure) break;
      unzip.push(chunk, false);
    }
    if (!failure) unzip.push(new Uint8Array(0), true);
  } catch {
    if (!failure) problems.push({ item: prefix || 'zip', reason: 'The zip ends in a damaged entry; what came before it was read.' });
  }
  if (failure) throw failure;
  return { files, problems };
}

export function readZipFile(filePath: string, budget: TUnzipBudget) {
  return unzipGuarded(createReadStream(filePath, { highWaterMark: 256 * 1024 }), budget);
}
