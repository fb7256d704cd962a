import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../test/test-database.ts';
import { hasEveryMigration, MIGRATIONS_FOLDER, type TDatabaseHandle } from './client.ts';

// The start-up check that skips drizzle's migrator when nothing is new.
describe('hasEveryMigration', () => {
  let database: TDatabaseHandle;
  let root: string;
  const query = async (text: string) => {
    return z.object({ rows: z.array(z.unknown()) }).parse(await database.db.execute(sql.raw(text)));
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    root = mkdtempSync(path.join(tmpdir(), 'forkcast-migrations-'));
  });

  afterAll(async () => {
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('says yes for a database that has every committed migration', async () => {
    expect(await hasEveryMigration(query)).toBe(true);
  });

  it('says no when the folder has a migration newer than the newest applied one', async () => {
    const folder = path.join(root, 'newer');
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    journal.entries.push({ idx: journal.entries.length, version: '7', when: Date.now() + 60_000, tag: '9999_next', breakpoints: true });
    writeFileSync(journalFile, JSON.stringify(journal));
    expect(await hasEveryMigration(query, folder)).toBe(false);
  });

  it('says no when the migrations table cannot be read (a new database), so that the migrator runs', async () => {
    expect(await hasEveryMigration(() => Promise.reject(new Error('relation "drizzle.__drizzle_migrations" does not exist')))).toBe(false);
  });
});
