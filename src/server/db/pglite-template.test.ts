import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { ensurePgliteTemplate } from './create-pglite-template.ts';
import { copyPgliteTemplate, readPgliteVersion, TEMPLATE_KEY_FILE } from './pglite-template.ts';
import { user } from './schema.ts';

// A new DATA_DIR starts as a copy of the build's migrated database instead of running initdb.
describe('PGlite template for a new data folder', () => {
  let root: string;
  let templateDir: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'forkcast-template-'));
    templateDir = path.join(root, 'template');
    expect(await ensurePgliteTemplate(templateDir)).toBe(true);
  }, 120_000);

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps a template made by this PGlite from these migrations instead of making it again', async () => {
    expect(await ensurePgliteTemplate(templateDir)).toBe(false);
    expect(readdirSync(root).filter((name) => name.includes('staging'))).toEqual([]);
  });

  it('opens an empty folder as a copy of it: a complete, migrated database of its own', async () => {
    const dataDir = path.join(root, 'new', 'db');
    const handle = await openDatabase({ kind: 'pglite', dataDir, templateDir });
    try {
      await handle.db.insert(user).values({ id: 'u1', name: 'Ada', email: 'ada@example.com' });
      expect(await handle.db.select({ n: count() }).from(user)).toEqual([{ n: 1 }]);
    } finally {
      await handle.close();
    }
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(path.dirname(dataDir))).toEqual(['db']);
    // The template itself is untouched by what the copy wrote.
    const again = await openDatabase({ kind: 'pglite', dataDir: path.join(root, 'other', 'db'), templateDir });
    try {
      expect(await again.db.select({ n: count() }).from(user)).toEqual([{ n: 0 }]);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('never copies over a folder that already holds a database', async () => {
    const dataDir = path.join(root, 'kept', 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir, templateDir });
    await first.db.insert(user).values({ id: 'u2', name: 'Grace', email: 'grace@example.com' });
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir, templateDir });
    try {
      expect(await second.db.select({ email: user.email }).from(user)).toEqual([{ email: 'grace@example.com' }]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('ignores a template made by another PGlite version, leaving the folder empty for initdb', () => {
    const otherTemplate = path.join(root, 'other-version');
    mkdirSync(path.join(otherTemplate, 'data'), { recursive: true });
    writeFileSync(path.join(otherTemplate, 'data', 'PG_VERSION'), '17\n');
    const key = JSON.parse(readFileSync(path.join(templateDir, TEMPLATE_KEY_FILE), 'utf8'));
    writeFileSync(path.join(otherTemplate, TEMPLATE_KEY_FILE), JSON.stringify({ ...key, pgliteVersion: `${readPgliteVersion()}-other` }));
    const dataDir = path.join(root, 'versioned', 'db');
    mkdirSync(dataDir, { recursive: true });
    expect(copyPgliteTemplate(otherTemplate, dataDir)).toBe(false);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(copyPgliteTemplate(templateDir, dataDir)).toBe(true);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  });
});
