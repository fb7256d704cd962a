import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp, createLoggerOptions } from './app.ts';
import { ConfigError, parseConfig, resolveAuthSecret, type TConfig } from './config.ts';
import { createDeps } from './create-deps.ts';
import { startBackupSocket, type TBackupSocket } from './backup/backup-socket.ts';
import { readJournal } from './backup/database-dump.ts';
import { MIGRATIONS_FOLDER, openDatabase } from './db/client.ts';
import { promoteAdmins } from './db/promote-admins.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Made by `npm run build` (scripts/build-server.mjs): a new DATA_DIR starts from it instead of running initdb. */
const PGLITE_TEMPLATE_DIR = path.join(ROOT, 'dist', 'pglite-template');

function loadConfig(): TConfig {
  try {
    const config = parseConfig();
    return { ...config, AUTH_SECRET: resolveAuthSecret(config) };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function start(): Promise<void> {
  const config = loadConfig();
  const logger = pino(createLoggerOptions(config.LOG_LEVEL));
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'db'), templateDir: PGLITE_TEMPLATE_DIR });
  await promoteAdmins(database.db, config.ADMIN_EMAILS);

  const deps = await createDeps({ config, database, logger });
  const webDir = path.join(ROOT, 'dist', 'web');
  const app = await buildApp({ deps, webDir: existsSync(webDir) ? webDir : null, loggerInstance: logger });

  let isClosing = false;
  let backupSocket: TBackupSocket | null = null;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    logger.info({ signal }, 'shutting down');
    try {
      deps.mail.stop();
      await backupSocket?.close();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  deps.mail.start();
  // PGlite's folder is this process's alone: `npm run backup` asks here for the snapshot (backup/backup-socket.ts).
  if (database.kind === 'pglite') {
    backupSocket = await startBackupSocket({ dataDir: config.DATA_DIR, db: database.db, journal: readJournal(MIGRATIONS_FOLDER), logger });
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info(`Forkcast is running at http://localhost:${port} (database: ${database.kind})`);
}

start().catch((error: unknown) => {
  console.error('Forkcast failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
