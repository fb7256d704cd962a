import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CODES, ERROR_STATUS } from './errors.ts';
import { ZErrorResponseSchema } from './plugins/route-policy.ts';

const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : listSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const sources = listSources(SERVER_DIR).map((file) => ({ file: path.relative(SERVER_DIR, file), text: readFileSync(file, 'utf8') }));

describe('error codes', () => {
  it('maps every code to one 4xx or 5xx status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code], code).toBeLessThan(600);
      expect(new AppError(code, 'x').status).toBe(ERROR_STATUS[code]);
    }
  });

  it('uses only codes from the status table anywhere in the server', () => {
    expect(sources.length).toBeGreaterThan(50);
    const used = new Set<string>();
    for (const { text } of sources) {
      // better-auth's own APIError codes travel in its relayed answers, not through our table.
      const ours = text
        .split('\n')
        .filter((line) => !line.includes('new APIError('))
        .join('\n');
      for (const match of ours.matchAll(/new AppError\(\s*'([A-Z_]+)'/g)) used.add(match[1] ?? '');
      for (const match of ours.matchAll(/\bcode: '([A-Z_]+)'/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(10);
    for (const code of used) expect(ERROR_CODES, code).toContain(code);
  });

  it('builds no error body by hand: every error goes through AppError and the error handler', () => {
    const handBuilt = sources.filter(
      ({ file, text }) => file !== path.join('plugins', 'error-handler.ts') && /\.send\(\s*\{\s*(?:status: [^,]+,\s*)?error\s*:/.test(text),
    );
    expect(handBuilt.map(({ file }) => file)).toEqual([]);
  });

  it('declares the code as the table enum, so an unknown code cannot be sent', () => {
    expect(ZErrorResponseSchema.safeParse({ error: 'x', code: 'NOT_FOUND' }).success).toBe(true);
    expect(ZErrorResponseSchema.safeParse({ error: 'x', code: 'DATABASE_DOWN' }).success).toBe(false);
  });
});
