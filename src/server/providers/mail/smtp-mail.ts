import nodemailer from 'nodemailer';
import type { TMailMessage, TMailProvider } from './mail-provider.ts';

export function createSmtpMail(options: { url: string; from: string }): TMailProvider {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message: TMailMessage) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
