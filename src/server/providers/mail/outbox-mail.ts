import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TMailMessage, TMailProvider } from './mail-provider.ts';

/**
 * One header line: line breaks and other control characters can never start a header of their own,
 * and non-ASCII text is MIME-encoded (RFC 2047) by nodemailer's own encoder, as over SMTP.
 */
async function toHeaderLine(key: string, value: string): Promise<string> {
  // Imported on first use: nodemailer stays out of the server's start (build-server.mjs, OPTIONAL_PACKAGES).
  const { encodeWords } = await import('nodemailer/lib/mime-funcs');
  const singleLine = value.replace(/[\r\n]+/g, ' ').replace(/\p{Cc}/gu, '');
  return `${key}: ${encodeWords(singleLine, 'Q', 52)}`;
}

/** The .eml text: encoded headers, then the plain text as it is (8-bit, unwrapped: the link stays whole to read and click). */
export async function composeMessage(message: TMailMessage, from: string): Promise<string> {
  const headers = await Promise.all([toHeaderLine('From', from), toHeaderLine('To', message.to), toHeaderLine('Subject', message.subject)]);
  return [...headers, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', message.text, ''].join('\r\n');
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
      await writeFile(file, await composeMessage(message, options.from), 'utf8');
      // The link is logged on purpose: in dev it is the only way to reach it without a mail server.
      options.logger.info({ to: message.to, subject: message.subject, link: message.link, file }, 'mail written to dev outbox');
    },
  };
}
