import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAuth } from '../../test/accounts-test-helpers.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { TEST_PASSWORD } from '../../test/test-users.ts';
import { createSmtpMail } from './smtp-mail.ts';

type TReceived = { from: string; to: string[]; raw: string };

describe('SMTP mail through a real in-process SMTP server', () => {
  const received: TReceived[] = [];
  let server: SMTPServer;
  let port = 0;
  let testApp: TTestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      // The bundled STARTTLS certificate is expired (a known defect of the test mail server's bundle): plain SMTP on loopback.
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((address) => address.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    port = typeof address === 'object' && address ? (address satisfies AddressInfo).port : 0;
    const mail = createSmtpMail({ url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, from: 'Forkcast <no-reply@forkcast.test>' });
    testApp = await createTestApp({ overrides: { mail } });
  });

  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the sign-up verification e-mail, text and HTML, with a working link', async () => {
    const email = 'smtp-cook@example.test';
    const response = await postAuth(testApp, '/sign-up/email', { name: 'Ada', email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const message = received.find((candidate) => candidate.to.includes(email));
    expect(message?.from).toBe('no-reply@forkcast.test');
    expect(message?.raw).toContain('Subject: Verify your e-mail for Forkcast');
    expect(message?.raw).toContain('text/plain');
    expect(message?.raw).toContain('text/html');
    // Quoted-printable may wrap long lines with "=\r\n"; undo it before reading the link.
    const body = (message?.raw ?? '').replace(/=\r\n/g, '').replace(/=3D/g, '=');
    const link = body.match(/http:\/\/localhost:3000\/verify-email\?oobCode=[A-Za-z0-9._-]+/)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link ?? 'http://x').searchParams.get('oobCode') ?? '';
    const verify = await testApp.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
    expect(verify.statusCode).toBe(200);
    const row = await testApp.deps.database.db.query.user.findFirst({ where: (table, { eq }) => eq(table.email, email) });
    expect(row?.emailVerified).toBe(true);
  });

  it('sends to the one address given, never to a list read out of it', async () => {
    const mail = createSmtpMail({ url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, from: 'Forkcast <no-reply@forkcast.test>' });
    const before = received.length;
    // One address object: the mail server refuses the odd address instead of two recipients getting it.
    await expect(mail.send({ to: 'one@example.test, two@example.test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' })).rejects.toThrow();
    expect(received.slice(before).flatMap((message) => message.to)).not.toContain('two@example.test');
  });

  it('keeps CR/LF in a subject out of the headers', async () => {
    const mail = createSmtpMail({ url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, from: 'Forkcast <no-reply@forkcast.test>' });
    await mail.send({ to: 'admin@example.test', subject: 'Hello Zoë\r\nBcc: victim@example.test\r\nX-Injected: yes', text: 'Hi', html: '<p>Hi</p>' });
    const message = received.at(-1);
    expect(message?.to).toEqual(['admin@example.test']);
    const head = (message?.raw ?? '').split('\r\n\r\n')[0] ?? '';
    const headers = head.replace(/\r\n[ \t]+/g, ' ').split('\r\n');
    expect(headers.filter((line) => /^(bcc|x-injected):/i.test(line))).toEqual([]);
    expect(headers.filter((line) => line.startsWith('Subject: '))).toHaveLength(1);
  });
});
