import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDatabase } from '../db/client.ts';
import { quoteIdentifier, readJournal, type TDatabaseDump } from './database-dump.ts';

const ROWS_PER_INSERT = 500;

// The journal as drizzle-kit writes it; only `entries` is changed, the rest is kept as it is.
const ZRawJournalSchema = z.looseObject({ entries: z.array(z.unknown()) });

/**
 * A copy of the migrations folder whose journal stops at `level`: the restored database gets the schema
 * the backup's rows were written in; the server's next start applies the newer migrations to them.
 */
export function copyMigrationsUpTo(migrationsFolder: string, level: number): string {
  const journal = readJournal(migrationsFolder);
  if (level > journal.entries.length) {
    throw new Error(
      `The backup was made by a newer Forkcast (database migration ${level}; this one knows ${journal.entries.length}). Restore it with that version or newer.`,
    );
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'forkcast-restore-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const raw = ZRawJournalSchema.parse(JSON.parse(readFileSync(journalFile, 'utf8')));
  writeFileSync(journalFile, JSON.stringify({ ...raw, entries: raw.entries.slice(0, level) }, null, 2));
  return folder;
}

/**
 * Loads every table of the dump in one transaction, referenced tables first. User triggers are off
 * while loading (the user counter and change notifications): the rows are restored as they were.
 * Rows the migrations seeded are replaced by the backup's.
 */
export async function loadDump(db: TDatabase, dump: TDatabaseDump): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [...dump.tables].reverse()) await tx.execute(sql.raw(`delete from ${quoteIdentifier(table.name)}`));
    for (const table of dump.tables) {
      const name = quoteIdentifier(table.name);
      await tx.execute(sql.raw(`alter table ${name} disable trigger user`));
      for (let start = 0; start < table.rows.length; start += ROWS_PER_INSERT) {
        const batch = `[${table.rows.slice(start, start + ROWS_PER_INSERT).join(',')}]`;
        await tx.execute(sql`insert into ${sql.raw(name)} select * from json_populate_recordset(null::${sql.raw(name)}, ${batch}::json)`);
      }
      await tx.execute(sql.raw(`alter table ${name} enable trigger user`));
    }
  });
}
