import nodemailer from 'nodemailer';
import type { TMailMessage, TMailProvider } from './mail-provider.ts';

export function createSmtpMail(options: { url: string; from: string }): TMailProvider {
  // nodemailer waits up to minutes by default; a mail server that hangs must not hold a request that long.
  const transport = nodemailer.createTransport({ url: options.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(message: TMailMessage) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
