// Text the cook is typing (a prompt, a half-edited recipe) survives a reload until it is sent or
// discarded. A signed-in cook's drafts are kept per user in localStorage, so another
// account on the same browser never sees them; the landing page's visitor box keeps its draft in
// sessionStorage (this tab only, no account yet). No zod here: the landing page reads a draft, and
// its first-load JavaScript has a budget.

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

/** Tells a kept value of the expected shape from anything else (a draft of an older version). */
export type TDraftCheck<T> = (value: unknown) => value is T;

function readStoredDraft(raw: string): { value: unknown; savedAt: number } | null {
  const stored: unknown = JSON.parse(raw);
  if (typeof stored !== 'object' || stored === null || !('savedAt' in stored) || !('value' in stored)) return null;
  return typeof stored.savedAt === 'number' ? { value: stored.value, savedAt: stored.savedAt } : null;
}

/** The kept draft when there is one, still fresh and still of the expected shape; else null. */
export function readDraft<T>(place: TDraftPlace | null, isExpected: TDraftCheck<T>, now = Date.now()): T | null {
  if (!place) return null;
  try {
    const raw = getStorage(place).getItem(place.key);
    if (!raw) return null;
    const stored = readStoredDraft(raw);
    if (!stored || now - stored.savedAt > DRAFT_TTL_MS) {
      getStorage(place).removeItem(place.key);
      return null;
    }
    return isExpected(stored.value) ? stored.value : null;
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

/**
 * Every draft in this browser, on a sign-out the cook asked for: on a shared computer the next person
 * must not find the last cook's half-typed text in storage. The inactivity sign-out keeps
 * them, as it keeps the page to return to.
 */
export function discardAllDrafts(): void {
  for (const storage of [localStorage, sessionStorage]) {
    try {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys) if (key?.startsWith(`${PREFIX}.`)) storage.removeItem(key);
    } catch {
      // Storage off: nothing was kept.
    }
  }
}

export function hasDraft(place: TDraftPlace | null): boolean {
  return readDraft(place, isAnyValue) !== null;
}

function isAnyValue(value: unknown): value is unknown {
  return value !== undefined;
}

export function isTextDraft(value: unknown): value is string {
  return typeof value === 'string';
}
