import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { listZipEntries, unzipGuarded } from './unzip-guarded.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'forkcast-unzip-'));

afterAll(() => rmSync(folder, { recursive: true, force: true }));

// A zip bomb: a few kilobytes that unpack to megabytes of zeros.
const bomb = zipSync({ 'zeros.json': new Uint8Array(4 * 1024 * 1024) }, { level: 9 });

describe('guarded unzip', () => {
  it('stops at the unpacked-bytes budget by the bytes produced, whatever the zip declares', async () => {
    expect(bomb.length).toBeLessThan(64 * 1024);
    const reading = unzipGuarded([bomb], { bytesLeft: 1024 * 1024, entriesLeft: 10 });
    await expect(reading).rejects.toBeInstanceOf(AppError);
    await expect(unzipGuarded([bomb], { bytesLeft: 1024 * 1024, entriesLeft: 10 })).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('stops at the entry budget, and reads what fits', async () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 5 }, (_, index) => [`${index}.cook`, new Uint8Array([65])])));
    await expect(unzipGuarded([many], { bytesLeft: 1_000, entriesLeft: 4 })).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const read = await unzipGuarded([many], { bytesLeft: 1_000, entriesLeft: 5 });
    expect(read.files.map((file) => file.name)).toEqual(['0.cook', '1.cook', '2.cook', '3.cook', '4.cook']);
  });

  it('lists the central directory without unpacking, and refuses a file that is no zip', async () => {
    const zipPath = path.join(folder, 'bomb.zip');
    writeFileSync(zipPath, bomb);
    expect(await listZipEntries(zipPath)).toEqual({ names: ['zeros.json'], declaredBytes: 4 * 1024 * 1024 });
    const textPath = path.join(folder, 'text.zip');
    writeFileSync(textPath, 'PK but not really a zip file at all, just text');
    await expect(listZipEntries(textPath)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
