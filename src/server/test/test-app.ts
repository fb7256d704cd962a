import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { TAppDeps } from '../app-deps.ts';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { createDeps } from '../create-deps.ts';
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
  overrides?: Partial<Pick<TAppDeps, 'mail' | 'storage' | 'generator' | 'images' | 'nutrition' | 'foodSearch' | 'payments' | 'clock'>>;
  webDir?: string | null;
  /** Lower limits for the test (rate-limit/rate-rules.ts names). */
  rateLimits?: Partial<TRateLimitTable>;
  /** An already open database (two app servers on one database); the test closes it. */
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
  const deps = createDeps({
    config,
    database,
    logger: pino({ level: 'silent' }),
    overrides: { mail: capturingMail, ...options.overrides },
    rateLimits: options.rateLimits,
  });
  const app = await buildApp({ deps, webDir: options.webDir ?? null });
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
