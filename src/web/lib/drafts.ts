import { z } from 'zod';

// Text the cook is typing (a prompt, a half-edited recipe) survives a reload until it is sent or
// discarded (issue 24). A signed-in cook's drafts are kept per user in localStorage, so another
// account on the same browser never sees them; the landing page's visitor box keeps its draft in
// sessionStorage (this tab only, no account yet).

const PREFIX = 'forkcast.draft';
/** A draft a week old is no longer what the cook is doing. */
const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type TDraftPlace = { key: string; storage: 'local' | 'session' };

/** Where a signed-in cook's draft named `name` is kept; null without a cook (nothing is kept). */
export function toUserDraftPlace(userId: string | null | undefined, name: string): TDraftPlace | null {
  return userId ? { key: `${PREFIX}.${userId}.${name}`, storage: 'local' } : null;
}

/** A draft of this tab only (a visitor has no account to keep it under). */
export function toTabDraftPlace(name: string): TDraftPlace {
  return { key: `${PREFIX}.tab.${name}`, storage: 'session' };
}

function getStorage(place: TDraftPlace): Storage {
  return place.storage === 'local' ? localStorage : sessionStorage;
}

const ZStoredDraftSchema = z.object({ value: z.unknown(), savedAt: z.number() });

/** The kept draft when there is one, still fresh and still of the expected shape; else null. */
export function readDraft<T>(place: TDraftPlace | null, schema: z.ZodType<T>, now = Date.now()): T | null {
  if (!place) return null;
  try {
    const raw = getStorage(place).getItem(place.key);
    if (!raw) return null;
    const stored = ZStoredDraftSchema.safeParse(JSON.parse(raw));
    if (!stored.success || now - stored.data.savedAt > DRAFT_TTL_MS) {
      getStorage(place).removeItem(place.key);
      return null;
    }
    const value = schema.safeParse(stored.data.value);
    return value.success ? value.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(place: TDraftPlace | null, value: unknown, now = Date.now()): void {
  if (!place) return;
  try {
    getStorage(place).setItem(place.key, JSON.stringify({ value, savedAt: now }));
  } catch {
    // Storage off or full (private mode): the draft is simply not kept, as before.
  }
}

export function discardDraft(place: TDraftPlace | null): void {
  if (!place) return;
  try {
    getStorage(place).removeItem(place.key);
  } catch {
    // Nothing was kept either.
  }
}

export function hasDraft(place: TDraftPlace | null): boolean {
  return readDraft(place, z.unknown()) !== null;
}

export const ZTextDraftSchema = z.string();
