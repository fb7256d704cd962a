// Measures URL import on real recipe pages: serves /work/shared/testdata/recipe-pages/*.html from
// 127.0.0.1, imports each through the real fetch + extraction, and compares field by field with the
// .json expectations. The pages stay outside the repository.
// Run: npx tsx bench/url-import.ts [folder]
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseDuration } from '../src/domain/duration.ts';
import { extractRecipe } from '../src/server/features/generation/url-import/extract-recipe.ts';
import { fetchPage } from '../src/server/features/generation/url-import/fetch-page.ts';

const folder = process.argv[2] ?? '/work/shared/testdata/recipe-pages';

type TExpected = { title?: string; ingredients?: string[]; instructions_list?: string[]; total_time?: number | null; yields?: string; image?: string };

const FIELDS = ['found', 'title', 'ingredients', 'instructions', 'totalTime', 'yields', 'image'] as const;
type TField = (typeof FIELDS)[number];

function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .trim()
    .toLowerCase();
}

function firstNumber(text: string | undefined): string | null {
  return /\d+(?:\.\d+)?/.exec(text ?? '')?.[0] ?? null;
}

function sameList(actual: string[], expected: string[]): boolean {
  if (actual.length === expected.length && actual.every((line, index) => normalise(line) === normalise(expected[index] ?? ''))) return true;
  // The same text split differently into steps still counts.
  return normalise(actual.join(' ')).replace(/\s/g, '') === normalise(expected.join(' ')).replace(/\s/g, '');
}

async function main(): Promise<void> {
  const pages = readdirSync(folder)
    .filter((name) => name.endsWith('.html'))
    .sort();
  const server = createServer((request, response) => {
    const name = path.basename(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    try {
      const body = readFileSync(path.join(folder, name));
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const hits: Record<TField, number> = { found: 0, title: 0, ingredients: 0, instructions: 0, totalTime: 0, yields: 0, image: 0 };
  const totals: Record<TField, number> = { found: 0, title: 0, ingredients: 0, instructions: 0, totalTime: 0, yields: 0, image: 0 };
  const misses: Record<TField, string[]> = { found: [], title: [], ingredients: [], instructions: [], totalTime: [], yields: [], image: [] };
  const durations: number[] = [];

  for (const page of pages) {
    const expected: TExpected = JSON.parse(readFileSync(path.join(folder, page.replace(/\.html$/, '.json')), 'utf8'));
    const started = performance.now();
    const fetched = await fetchPage(`http://127.0.0.1:${port}/${page}`, { allowPrivate: true });
    const recipe = extractRecipe(fetched.html, expected.image ? `https://${page.replace(/_/g, '.').replace(/\.html$/, '')}/` : fetched.url);
    durations.push(performance.now() - started);
    const record = (field: TField, isCounted: boolean, isHit: boolean) => {
      if (!isCounted) return;
      totals[field] += 1;
      if (isHit) hits[field] += 1;
      else misses[field].push(page.replace(/\.html$/, ''));
    };
    record('found', true, recipe !== null);
    record('title', expected.title !== undefined, normalise(recipe?.title ?? '') === normalise(expected.title ?? ''));
    record('ingredients', Array.isArray(expected.ingredients), sameList(recipe?.ingredients.map((item) => item.name) ?? [], expected.ingredients ?? []));
    record('instructions', Array.isArray(expected.instructions_list), sameList(recipe?.instructions ?? [], expected.instructions_list ?? []));
    record('totalTime', typeof expected.total_time === 'number' && expected.total_time > 0, parseDuration(recipe?.totalTime) === expected.total_time);
    record('yields', Boolean(expected.yields), firstNumber(recipe?.servings) === firstNumber(expected.yields));
    record('image', Boolean(expected.image), (recipe?.imageUrl ?? '') === expected.image);
  }
  server.close();

  durations.sort((a, b) => a - b);
  const percentile = (p: number) => durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))]?.toFixed(1);
  console.info(`URL import over ${pages.length} local pages (${folder})`);
  for (const field of FIELDS) {
    const rate = totals[field] === 0 ? 0 : (100 * hits[field]) / totals[field];
    console.info(
      `${field.padEnd(13)} ${String(hits[field]).padStart(3)}/${String(totals[field]).padEnd(3)} ${rate.toFixed(1)}%${misses[field].length ? `  misses: ${misses[field].join(', ')}` : ''}`,
    );
  }
  console.info(`fetch+extract per page: p50 ${percentile(50)} ms, p95 ${percentile(95)} ms`);
}

await main();
