import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChildServerToExit } from '../test/child-server.ts';
import { DatabaseFolderError, openDatabase } from './client.ts';

// What a crash, a full disk or a half-finished copy can leave in DATA_DIR/db: never opened as a new, empty database.
describe('PGlite data folder that is damaged', () => {
  let root: string;
  let pristine: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'forkcast-damaged-'));
    pristine = path.join(root, 'pristine');
    const client = new PGlite(pristine);
    await client.query('create table kept (x int)');
    await client.close();
  }, 120_000);

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  function copyAs(name: string): string {
    const dir = path.join(root, name);
    cpSync(pristine, dir, { recursive: true });
    return dir;
  }

  it('refuses a folder without PG_VERSION (PGlite would run initdb over it) and names the way back', async () => {
    const dir = copyAs('no-version');
    rmSync(path.join(dir, 'PG_VERSION'));
    const opening = openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(opening).rejects.toBeInstanceOf(DatabaseFolderError);
    await expect(opening).rejects.toThrow(/not a complete PGlite database.*restore .* from your backup, or move it aside/);
  });

  it('refuses a folder whose pg_control is garbage with a clear message instead of "Aborted()"', async () => {
    const dir = copyAs('bad-control');
    writeFileSync(path.join(dir, 'global', 'pg_control'), 'garbage');
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(/could not be opened .*it may be damaged/);
  }, 60_000);

  it('opens an empty folder as a new database', async () => {
    const dir = path.join(root, 'empty');
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    await handle.ping();
    await handle.close();
  }, 120_000);

  it('the server exits 1 with that message instead of starting empty', async () => {
    const dataDir = path.join(root, 'server');
    cpSync(pristine, path.join(dataDir, 'db'), { recursive: true });
    rmSync(path.join(dataDir, 'db', 'PG_VERSION'));
    const { code, output } = await runChildServerToExit(dataDir);
    expect(code).toBe(1);
    expect(output).toContain('Forkcast failed to start: The database folder');
    expect(output).toContain('move it aside');
  }, 120_000);
});
