import { readFileSync } from 'node:fs';

/** Where "now" comes from: plan end dates are compared with it, so tests can move it. */
export type TClock = { now: () => Date };

export const systemClock: TClock = { now: () => new Date() };

/** A stopped clock the tests set and move. */
export function createManualClock(start: Date = new Date()): TClock & { advance: (ms: number) => void; set: (date: Date) => void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/**
 * NODE_ENV=test only (config refuses it otherwise): the end-to-end tests move the running server's
 * clock by writing an offset in milliseconds to this file. A missing or unreadable file means no offset.
 */
export function createFileOffsetClock(file: string): TClock {
  return {
    now: () => {
      let offset = 0;
      try {
        offset = Number(readFileSync(file, 'utf8').trim()) || 0;
      } catch {
        offset = 0;
      }
      return new Date(Date.now() + offset);
    },
  };
}
