import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import type { TAppDeps } from '../app-deps.ts';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { createDeps, type TDepsOverrides } from '../create-deps.ts';
import type { TMailMessage, TMailProvider } from '../providers/mail/mail-provider.ts';
import type { TDatabaseHandle } from '../db/client.ts';
import type { TRateLimitTable } from '../rate-limit/rate-rules.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_APP_URL = 'http://localhost:3000';

export type TTestApp = {
  app: FastifyInstance;
  deps: TAppDeps;
  /** Every e-mail the app sent, newest last. */
  mailbox: TMailMessage[];
  dataDir: string;
  close: () => Promise<void>;
};

export type TCreateTestAppOptions = {
  env?: Record<string, string>;
  overrides?: TDepsOverrides;
  webDir?: string | null;
  /** The app's logger (the log-redaction test reads it); default: silent. */
  logger?: FastifyBaseLogger;
  /** Lower limits for the test (rate-limit/rate-rules.ts names). */
  rateLimits?: Partial<TRateLimitTable>;
  /** A database the test opened itself (two app servers on one database); closed by the test. */
  database?: TDatabaseHandle;
};

/** The real app on a private database and data folder, with mail captured in memory. */
export async function createTestApp(options: TCreateTestAppOptions = {}): Promise<TTestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forkcast-test-'));
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: TEST_APP_URL,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const mailbox: TMailMessage[] = [];
  const capturingMail: TMailProvider = {
    async send(message) {
      mailbox.push(message);
    },
  };
  const deps = await createDeps({
    config,
    database,
    logger: options.logger ?? pino({ level: 'silent' }),
    overrides: { mail: capturingMail, ...options.overrides },
    rateLimits: options.rateLimits,
  });
  const app = await buildApp({ deps, webDir: options.webDir ?? null, ...(options.logger ? { loggerInstance: options.logger } : {}) });
  await app.ready();
  return {
    app,
    deps,
    mailbox,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
