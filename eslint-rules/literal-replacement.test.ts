import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's real eslint.config.js, on fixture sources placed in the server and the scripts.
const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function lintReplacements(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').length;
}

describe('a computed String.replace replacement is refused ($` in a title copied the page head)', () => {
  it('fails a template, a variable or a call as the replacement, in src/ and scripts/', async () => {
    const code = [
      'export function f(html: string, title: string, names: string[]): string[] {',
      "  return [html.replace('</head>', `<title>${title}</title></head>`), html.replaceAll('{main}', title), html.replace(/x/g, names.join(' '))];",
      '}',
    ].join('\n');
    expect(await lintReplacements('src/server/plugins/fixture.ts', code)).toBe(3);
    expect(await lintReplacements('src/domain/fixture.ts', code)).toBe(3);
    expect(await lintReplacements('scripts/fixture.mjs', code.replace(/: string(\[\])?/g, ''))).toBe(3);
  });

  it('lets a replacer function or a constant string through', async () => {
    const code = [
      'export function f(html: string, title: string): string[] {',
      "  return [html.replace('</head>', () => `<title>${title}</title></head>`), html.replace(/\\s+/g, ' '), html.replace(/(a)b/, '$1')];",
      '}',
    ].join('\n');
    expect(await lintReplacements('src/server/plugins/fixture.ts', code)).toBe(0);
  });
});
