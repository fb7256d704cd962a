import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createOutboxMail } from './outbox-mail.ts';

/** The header block of an .eml, folded lines joined: one entry per header. */
function readHeaderLines(eml: string): string[] {
  const head = eml.split('\r\n\r\n')[0] ?? '';
  return head.replace(/\r\n[ \t]+/g, ' ').split('\r\n');
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_word, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

// Longer than a mail line (76): a wrapping encoding would break it.
const LONG_LINK = `http://localhost:3000/verify-email?oobCode=${'abcdefghij'.repeat(12)}&x=1`;

describe('dev outbox.eml files (a name with CRLF wrote header lines)', () => {
  it('encodes a subject with CR, LF and non-ASCII text: no header line of its own, the words kept', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'forkcast-outbox-'));
    const mail = createOutboxMail({ dir, from: 'Forkcast <no-reply@forkcast.test>', logger: pino({ level: 'silent' }) });
    const subject = 'New contact form submission from Zoë\r\nBcc: victim@example.test\nX-Injected: yes\r\n\r\nforged body';
    await mail.send({ to: 'admin@example.test', subject, text: `Open ${LONG_LINK} now`, html: '<p>Open</p>', link: 'http://localhost:3000/admin' });

    const [file] = readdirSync(dir);
    const eml = readFileSync(path.join(dir, file ?? ''), 'utf8');
    const headers = readHeaderLines(eml);
    expect(headers.filter((line) => /^(bcc|x-injected):/i.test(line))).toEqual([]);
    expect(eml).not.toMatch(/^forged body/m);
    const subjects = headers.filter((line) => line.startsWith('Subject: '));
    expect(subjects).toHaveLength(1);
    expect(decodeWords(subjects[0]?.slice('Subject: '.length) ?? '')).toContain('Zoë');
    expect(headers).toContain('To: admin@example.test');
    // The text part stays readable: the link is whole, not quoted-printable.
    expect(eml).toContain(LONG_LINK);
  });
});
