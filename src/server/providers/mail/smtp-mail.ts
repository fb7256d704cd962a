import nodemailer from 'nodemailer';
import type { TMailMessage, TMailProvider } from './mail-provider.ts';

export function createSmtpMail(options: { url: string; from: string }): TMailProvider {
  // nodemailer waits up to minutes by default; a mail server that hangs must not hold a request that long.
  const transport = nodemailer.createTransport({ url: options.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(message: TMailMessage) {
      // An address object: the recipient is one address, never a list or a name parsed out of the text.
      await transport.sendMail({ from: options.from, to: { name: '', address: message.to }, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
