import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { TDatabase } from '../db/client.ts';
import { dumpDatabase, type TDatabaseDump, type TJournal } from './database-dump.ts';

/**
 * A PGlite folder belongs to the one process that opened it, so `npm run backup` asks the running
 * server for the snapshot through a Unix socket in DATA_DIR: only someone who can read DATA_DIR
 * (mode 0600 on the socket) can connect, nothing listens on the network, and it knows one command.
 */
export function toBackupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'backup.sock');
}

// Unix socket paths are limited to about 104 bytes (macOS) / 108 (Linux).
const MAX_SOCKET_PATH_BYTES = 100;

export type TBackupSocket = { close: () => Promise<void> };

async function answer(socket: Socket, dump: () => Promise<TDatabaseDump>): Promise<void> {
  const lines = createInterface({ input: socket });
  for await (const line of lines) {
    if (line.trim() !== 'backup') {
      socket.end(`${JSON.stringify({ error: 'unknown command' })}\n`);
      return;
    }
    const snapshot = await dump();
    socket.write(`${JSON.stringify({ migrationLevel: snapshot.migrationLevel })}\n`);
    for (const table of snapshot.tables) {
      socket.write(`${JSON.stringify({ table: table.name, count: table.rows.length })}\n`);
      // row_to_json text holds no raw line break: one row a line.
      for (const row of table.rows) socket.write(`${row}\n`);
    }
    socket.end(`${JSON.stringify({ end: true })}\n`);
    return;
  }
}

export async function startBackupSocket(options: {
  dataDir: string;
  db: TDatabase;
  journal: TJournal;
  logger: FastifyBaseLogger;
}): Promise<TBackupSocket | null> {
  const socketPath = toBackupSocketPath(options.dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    options.logger.warn({ socketPath }, 'backup: DATA_DIR is too long a path for the backup socket; `npm run backup` needs the server stopped');
    return null;
  }
  // A socket file left by a server that was killed: nothing listens on it any more.
  rmSync(socketPath, { force: true });
  const server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    answer(socket, () => dumpDatabase(options.db, options.journal)).catch((error: unknown) => {
      options.logger.error({ err: error }, 'backup: the snapshot failed');
      socket.end(`${JSON.stringify({ error: 'the snapshot failed; see the server log' })}\n`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(socketPath, { force: true });
      }),
  };
}

const ZHeaderSchema = z.object({ migrationLevel: z.number() });
const ZTableLineSchema = z.object({ table: z.string(), count: z.number() });
const ZErrorLineSchema = z.object({ error: z.string() });

/** The running server's snapshot, or null when no server listens on DATA_DIR's socket. */
export async function requestDumpFromServer(dataDir: string): Promise<TDatabaseDump | null> {
  const socketPath = toBackupSocketPath(dataDir);
  const socket = createConnection(socketPath);
  const isConnected = await new Promise<boolean>((resolve, reject) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
  });
  if (!isConnected) return null;
  socket.write('backup\n');
  const dump: TDatabaseDump = { migrationLevel: 0, tables: [] };
  let isComplete = false;
  let current: { name: string; rows: string[]; left: number } | null = null;
  for await (const line of createInterface({ input: socket })) {
    if (current && current.left > 0) {
      current.rows.push(line);
      current.left -= 1;
      continue;
    }
    const message: unknown = JSON.parse(line);
    const failure = ZErrorLineSchema.safeParse(message);
    if (failure.success) throw new Error(`The server could not make the snapshot: ${failure.data.error}`);
    const table = ZTableLineSchema.safeParse(message);
    if (table.success) {
      current = { name: table.data.table, rows: [], left: table.data.count };
      dump.tables.push(current);
      continue;
    }
    const header = ZHeaderSchema.safeParse(message);
    if (header.success) dump.migrationLevel = header.data.migrationLevel;
    else isComplete = true;
  }
  if (!isComplete) throw new Error('The server closed the backup connection before the snapshot was complete.');
  return { migrationLevel: dump.migrationLevel, tables: dump.tables.map(({ name, rows }) => ({ name, rows })) };
}
