// Measures URL import on real recipe pages: serves /work/shared/testdata/recipe-pages/*.html from
// 127.0.0.1, imports each through the real fetch + extraction, and compares field by field with the
// .json expectations. The pages stay outside the repository.
// Run: npx tsx bench/url-import.ts [folder] [--half dev|held-out] [--no-host-rules] [--show-misses]
//   --half           only the development or the held-out sites (bench/url-import-split.ts)
//   --no-host-rules  every page read as a site never seen: host-rules.ts switched off
//   --damage KIND    each page's JSON-LD Recipe damaged one general way (bench/damage-recipe-page.ts), scored
//                    against the undamaged page's expectations: lines | bullets | numbers | headings | truncated
//   --show-misses    name the missed sites on the held-out half too (hidden by default, so nobody tunes to them)
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseDuration } from '../src/domain/duration.ts';
import { extractRecipe } from '../src/server/features/generation/url-import/extract-recipe.ts';
import { fetchPage } from '../src/server/features/generation/url-import/fetch-page.ts';
import { DAMAGES, damageRecipePage, type TDamage } from './damage-recipe-page.ts';
import { DEVELOPMENT_SITES, HELD_OUT_SITES } from './url-import-split.ts';

const args = process.argv.slice(2);
const halfIndex = args.indexOf('--half');
const half = halfIndex >= 0 ? args[halfIndex + 1] : 'all';
if (half !== 'dev' && half !== 'held-out' && half !== 'all') throw new Error(`--half takes dev or held-out, not ${String(half)}`);
const useHostRules = !args.includes('--no-host-rules');
const damageIndex = args.indexOf('--damage');
const damageArg = damageIndex >= 0 ? args[damageIndex + 1] : undefined;
const damage: TDamage | undefined = DAMAGES.find((kind) => kind === damageArg);
if (damageIndex >= 0 && !damage) throw new Error(`--damage takes ${DAMAGES.join(', ')}`);
const showMisses = half !== 'held-out' || args.includes('--show-misses');
const folder = args.find((arg, index) => !arg.startsWith('--') && index !== halfIndex + 1 && index !== damageIndex + 1) ?? '/work/shared/testdata/recipe-pages';

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
  const allPages = readdirSync(folder)
    .filter((name) => name.endsWith('.html'))
    .sort();
  // Every page belongs to exactly one half, so a page added later cannot slip into either unseen.
  const unsplit = allPages.map((page) => page.replace(/\.html$/, '')).filter((site) => !DEVELOPMENT_SITES.includes(site) && !HELD_OUT_SITES.includes(site));
  if (unsplit.length > 0) throw new Error(`Pages in no half of bench/url-import-split.ts: ${unsplit.join(', ')}`);
  const chosen = half === 'dev' ? DEVELOPMENT_SITES : half === 'held-out' ? HELD_OUT_SITES : [...DEVELOPMENT_SITES, ...HELD_OUT_SITES];
  const pages = allPages.filter((page) => chosen.includes(page.replace(/\.html$/, '')));
  const server = createServer((request, response) => {
    const name = path.basename(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    try {
      const body = damage ? damageRecipePage(readFileSync(path.join(folder, name), 'utf8'), damage) : readFileSync(path.join(folder, name));
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
    const pageUrl = expected.image ? `https://${page.replace(/_/g, '.').replace(/\.html$/, '')}/` : fetched.url;
    const recipe = extractRecipe(fetched.html, pageUrl, { useHostRules });
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
  console.info(
    `URL import over ${pages.length} local pages (${folder}), half: ${half}, host rules: ${useHostRules ? 'on' : 'off'}${damage ? `, JSON-LD damaged: ${damage}` : ''}`,
  );
  for (const field of FIELDS) {
    const rate = totals[field] === 0 ? 0 : (100 * hits[field]) / totals[field];
    console.info(
      `${field.padEnd(13)} ${String(hits[field]).padStart(3)}/${String(totals[field]).padEnd(3)} ${rate.toFixed(1)}%${showMisses && misses[field].length ? `  misses: ${misses[field].join(', ')}` : ''}`,
    );
  }
  console.info(`fetch+extract per page: p50 ${percentile(50)} ms, p95 ${percentile(95)} ms`);
}

await main();
