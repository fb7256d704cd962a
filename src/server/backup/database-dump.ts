import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDatabase } from '../db/client.ts';

/** A logical snapshot: every table of the public schema, rows as PostgreSQL's own JSON (row_to_json). */
export type TDatabaseDump = {
  /** How many migrations of the journal the database had (drizzle's journal order). */
  migrationLevel: number;
  /** Tables in an order that loads without breaking a foreign key (referenced tables first). */
  tables: Array<{ name: string; rows: string[] }>;
};

const ZJournalSchema = z.object({ entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() })) });
export type TJournal = z.infer<typeof ZJournalSchema>;

export function readJournal(migrationsFolder: string): TJournal {
  return ZJournalSchema.parse(JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')));
}

const ZNameRowSchema = z.object({ name: z.string() });
const ZEdgeRowSchema = z.object({ child: z.string(), parent: z.string() });
const ZJsonRowSchema = z.object({ row: z.string() });
const ZNewestRowSchema = z.object({ newest: z.union([z.string(), z.number(), z.null()]) });

async function selectRows<T>(db: TDatabase, query: ReturnType<typeof sql>, schema: z.ZodType<T>): Promise<T[]> {
  // PGlite and node-postgres both answer { rows }; the type of the union driver does not say so.
  return z.object({ rows: z.array(schema) }).parse(await db.execute(query)).rows;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The public schema's tables, referenced tables before the tables that reference them. */
export async function listTablesInLoadOrder(db: TDatabase): Promise<string[]> {
  const names = (
    await selectRows(
      db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      ZNameRowSchema,
    )
  ).map((row) => row.name);
  const edges = await selectRows(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
    ZEdgeRowSchema,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const edge of edges) if (edge.child === name) visit(edge.parent);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered;
}

/** The number of journal entries the database has applied (by drizzle's rule: journal time ≤ newest applied). */
export async function readMigrationLevel(db: TDatabase, journal: TJournal): Promise<number> {
  const [row] = await selectRows(db, sql`select max(created_at) as newest from drizzle.__drizzle_migrations`, ZNewestRowSchema);
  const newest = row?.newest === null || row?.newest === undefined ? 0 : Number(row.newest);
  return journal.entries.filter((entry) => entry.when <= newest).length;
}

/**
 * Every table in one read-only REPEATABLE READ transaction: one consistent snapshot while the server
 * keeps writing (on PGlite the transaction holds the one connection, so writes wait for it).
 */
export async function dumpDatabase(db: TDatabase, journal: TJournal): Promise<TDatabaseDump> {
  return db.transaction(
    async (tx) => {
      const migrationLevel = await readMigrationLevel(tx, journal);
      const tables: TDatabaseDump['tables'] = [];
      for (const name of await listTablesInLoadOrder(tx)) {
        const rows = await selectRows(tx, sql.raw(`select row_to_json(t)::text as row from ${quoteIdentifier(name)} t`), ZJsonRowSchema);
        tables.push({ name, rows: rows.map((row) => row.row) });
      }
      return { migrationLevel, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
