import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createAuth } from './auth/auth.ts';
import type { TAppDeps } from './app-deps.ts';
import type { TConfig } from './config.ts';
import type { TDatabaseHandle } from './db/client.ts';
import type { TMailProvider } from './providers/mail/mail-provider.ts';
import { createOutboxMail } from './providers/mail/outbox-mail.ts';
import { createSmtpMail } from './providers/mail/smtp-mail.ts';
import { createLocalStorage } from './providers/storage/local-storage.ts';

export type TCreateDepsOptions = {
  config: TConfig;
  database: TDatabaseHandle;
  logger: FastifyBaseLogger;
  /** Tests replace providers with fakes or in-process servers. */
  overrides?: Partial<Pick<TAppDeps, 'mail' | 'storage'>>;
};

/** Picks the embedded default or the configured real service for each provider. */
export function createDeps({ config, database, logger, overrides = {} }: TCreateDepsOptions): TAppDeps {
  const mail: TMailProvider =
    overrides.mail ??
    (config.SMTP_URL
      ? createSmtpMail({ url: config.SMTP_URL, from: config.MAIL_FROM })
      : createOutboxMail({ dir: path.join(config.DATA_DIR, 'outbox'), from: config.MAIL_FROM, logger }));
  const auth = createAuth({ config, db: database.db, mail });
  const storage = overrides.storage ?? createLocalStorage(path.join(config.DATA_DIR, 'uploads'));
  return { config, database, auth, mail, storage };
}
