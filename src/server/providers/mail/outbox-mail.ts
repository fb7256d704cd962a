import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TMailMessage, TMailProvider } from './mail-provider.ts';

/** Dev outbox: no mail server needed. Each message is logged and written as an .eml file. */
export function createOutboxMail(options: { dir: string; from: string; logger: FastifyBaseLogger }): TMailProvider {
  let sequence = 0;
  return {
    async send(message: TMailMessage) {
      await mkdir(options.dir, { recursive: true });
      sequence += 1;
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(options.dir, `${Date.now()}-${sequence}-${safeTo}.eml`);
      const eml = [
        `From: ${options.from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        message.text,
        '',
      ].join('\r\n');
      await writeFile(file, eml, 'utf8');
      // The link is logged on purpose: in dev it is the only way to reach it without a mail server.
      options.logger.info({ to: message.to, subject: message.subject, link: message.link, file }, 'mail written to dev outbox');
    },
  };
}
