import { Writable } from 'node:stream';
import pino from 'pino';
import { createLoggerOptions } from '../app.ts';

/** The app's real logger settings (redaction included), writing into memory so a test can read the log. */
export function createCapturedLogger(level = 'trace') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { logger: pino(createLoggerOptions(level), stream), read: () => lines.join('') };
}

/** The session token inside a better-auth cookie header ("name=token.signature"). */
export function readSessionToken(cookie: string): string {
  return decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
}
