import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Data folders and PostgreSQL databases a test file makes for child servers, all removed by
 * `removeAll` (call it in afterAll). Databases are named forkcast_t_* so CI drops any a crash left.
 */
export function createScratchPlaces(folderPrefix: string) {
  const dirs: string[] = [];
  const databases: string[] = [];
  return {
    makeDir(): string {
      const dir = mkdtempSync(path.join(tmpdir(), folderPrefix));
      dirs.push(dir);
      return dir;
    },
    /** A new empty database beside TEST_DATABASE_URL's, as a connection URL. */
    async makeDatabaseUrl(): Promise<string> {
      const baseUrl = process.env.TEST_DATABASE_URL;
      if (!baseUrl) throw new Error('makeDatabaseUrl needs TEST_DATABASE_URL');
      const name = `forkcast_t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      databases.push(name);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async removeAll(): Promise<void> {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      const baseUrl = process.env.TEST_DATABASE_URL;
      if (!baseUrl || databases.length === 0) return;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
