import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAuth } from '../../test/accounts-test-helpers.ts';
import type { TDatabaseHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { findFreePort } from '../../test/child-server.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { TEST_PASSWORD } from '../../test/test-users.ts';
import type { TMailMessage, TMailProvider } from './mail-provider.ts';
import { computeRetryDelayMs, createRetryingMail, MAIL_MAX_ATTEMPTS } from './retrying-mail.ts';
import { createSmtpMail } from './smtp-mail.ts';

const MESSAGE: TMailMessage = { to: 'cook@example.test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };

/** A loopback SMTP server that can be started and stopped on one port, like a mail server going down and back. */
function createSmtp(port: number) {
  const received: string[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
          stream.on('data', () => undefined);
          stream.on('end', () => {
            received.push(session.envelope.rcptTo.map((address) => address.address).join(','));
            callback();
          });
        },
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    },
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
}

describe('mail through the outbox table (SMTP outage)', () => {
  let port: number;
  let smtp: ReturnType<typeof createSmtp>;
  let testApp: TTestApp;

  beforeAll(async () => {
    port = await findFreePort();
    smtp = createSmtp(port);
    testApp = await createTestApp({
      overrides: { mail: createSmtpMail({ url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, from: 'Forkcast <no-reply@forkcast.test>' }) },
    });
  });

  afterAll(async () => {
    await testApp.close();
    await smtp.stop();
  });

  it('signs the cook up while the mail server is down, keeps the mail, and sends it when the server is back', async () => {
    const email = 'outage-cook@example.test';
    const signUp = await postAuth(testApp, '/sign-up/email', { name: 'Ada', email, password: TEST_PASSWORD });
    expect(signUp.statusCode).toBe(200);
    const [queued] = await testApp.deps.database.db.select().from(mailOutbox);
    expect(queued?.message.to).toBe(email);
    expect(queued?.message.subject).toBe('Verify your e-mail for Forkcast');
    expect(queued?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(queued?.attempts).toBe(1);

    // Not due yet: the backoff holds it.
    expect(await testApp.deps.mail.deliverDue()).toEqual({ sent: 0, failed: 0 });

    await smtp.start();
    await testApp.deps.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await testApp.deps.mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toEqual([email]);
    expect(await testApp.deps.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('sends at once and keeps nothing when the mail server is up', async () => {
    const signUp = await postAuth(testApp, '/sign-up/email', { name: 'Bea', email: 'up-cook@example.test', password: TEST_PASSWORD });
    expect(signUp.statusCode).toBe(200);
    expect(smtp.received).toContain('up-cook@example.test');
    expect(await testApp.deps.database.db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('the retry loop', () => {
  let database: TDatabaseHandle;
  let hanging: Server;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    database = await openTestDatabase();
    // A mail server that accepts the connection and never says a word.
    hanging = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => hanging.close(() => resolve()));
    await database.close();
  });

  it('backs off: 30 s, then doubling, capped at 4 h', () => {
    expect([1, 2, 3, 4].map(computeRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(computeRetryDelayMs(30)).toBe(4 * 3_600_000);
  });

  it('does not hold the request past its attempt timeout when the mail server hangs', async () => {
    const address = hanging.address();
    const hangingPort = typeof address === 'object' && address ? address.port : 0;
    const mail = createRetryingMail({
      db: database.db,
      transport: createSmtpMail({ url: `smtp://127.0.0.1:${hangingPort}/?ignoreTLS=true`, from: 'f@forkcast.test' }),
      logger: pino({ level: 'silent' }),
      attemptTimeoutMs: 300,
    });
    await mail.send({ ...MESSAGE, to: 'hang@example.test' });
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.lastError).toMatch(/no answer from the mail server within 300 ms/);
    await database.db.delete(mailOutbox);
  });

  it('retries until the transport takes it, gives up after the last attempt, and never sends one twice', async () => {
    let clock = Date.now();
    let isDown = true;
    const delivered: string[] = [];
    const transport: TMailProvider = {
      async send(message) {
        if (isDown) throw new Error('421 service not available');
        delivered.push(message.to);
      },
    };
    const mail = createRetryingMail({ db: database.db, transport, logger: pino({ level: 'silent' }), now: () => new Date(clock) });
    await mail.send({ ...MESSAGE, to: 'retry@example.test' });
    await mail.send({ ...MESSAGE, to: 'given-up@example.test' });
    // The second one has had every attempt but its last: it is given up after one more failure.
    await database.db
      .update(mailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, (await database.db.select().from(mailOutbox)).find((row) => row.message.to === 'given-up@example.test')?.id ?? ''));

    clock += computeRetryDelayMs(1) + 1;
    // Two loops at once (two app servers): each mail is attempted once.
    const [first, second] = await Promise.all([mail.deliverDue(), mail.deliverDue()]);
    expect((first?.failed ?? 0) + (second?.failed ?? 0)).toBe(2);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.find((row) => row.message.to === 'given-up@example.test')?.nextAttemptAt).toBeNull();
    const retried = rows.find((row) => row.message.to === 'retry@example.test');
    expect(retried?.attempts).toBe(2);
    expect(retried?.nextAttemptAt?.getTime()).toBe(clock + computeRetryDelayMs(2));

    isDown = false;
    clock += computeRetryDelayMs(2) + 1;
    expect(await mail.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(delivered).toEqual(['retry@example.test']);
    // The given-up mail stays for the operator and is not tried again.
    expect((await database.db.select().from(mailOutbox)).map((row) => row.message.to)).toEqual(['given-up@example.test']);
    clock += 10 * 3_600_000;
    expect(await mail.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });
});
