/** Network errors a driver raises when it cannot reach the database at all. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** PostgreSQL's "connection exception" (08) and "operator intervention" (57P0x: shutdown, restart) classes. */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03';
}

/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection timeout/i,
  /Client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
];

function readString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : undefined;
}

/**
 * True when an error (or any error it wraps: drizzle wraps the driver's) means the database could
 * not be reached, as opposed to a query it refused. Those answer 503 so clients retry later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current; depth += 1) {
    const code = readString(current, 'code');
    if (code && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
    const message = readString(current, 'message');
    if (message && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = typeof current === 'object' && current !== null && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
