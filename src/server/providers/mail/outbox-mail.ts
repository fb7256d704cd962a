import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TMailMessage, TMailProvider } from './mail-provider.ts';

/**
 * The message as nodemailer would send it over SMTP: its composer MIME-encodes every header value
 * (a line break in a subject or a name cannot start a header line of its own). The text stays
 * 8-bit, unwrapped, so a local user (and the tests) can read the link as it is.
 */
export async function composeMessage(message: TMailMessage, from: string): Promise<Buffer> {
  // Imported on first use: nodemailer stays out of the server's start (build-server.mjs, OPTIONAL_PACKAGES).
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  const composer = new MailComposer({
    from,
    to: { name: '', address: message.to },
    subject: message.subject,
    text: { content: message.text, contentTransferEncoding: '8bit' },
    html: message.html,
  });
  return composer.compile().build();
}

/** Dev outbox: no mail server needed. Each message is logged and written as an .eml file. */
export function createOutboxMail(options: { dir: string; from: string; logger: FastifyBaseLogger }): TMailProvider {
  let sequence = 0;
  return {
    async send(message: TMailMessage) {
      await mkdir(options.dir, { recursive: true });
      sequence += 1;
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(options.dir, `${Date.now()}-${sequence}-${safeTo}.eml`);
      await writeFile(file, await composeMessage(message, options.from));
      // The link is logged on purpose: in dev it is the only way to reach it without a mail server.
      options.logger.info({ to: message.to, subject: message.subject, link: message.link, file }, 'mail written to dev outbox');
    },
  };
}
