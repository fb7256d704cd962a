import { gzipSync } from 'node:zlib';
import { strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildCooklangFile, buildMealieFile, buildNextcloudFile, buildTandoorFile, COOKLANG_SOUP, TINY_PNG } from '../fixtures/build-fixtures.ts';
import type { TFileEntry } from './imported-recipe.ts';
import { parseCooklang } from './read-cooklang.ts';
import { readJsonLd } from './read-jsonld.ts';
import { readMealie } from './read-mealie.ts';
import { readNextcloud } from './read-nextcloud.ts';
import { readPaprika } from './read-paprika.ts';
import { readTandoor } from './read-tandoor.ts';

function toEntries(zip: Uint8Array, prefix = ''): TFileEntry[] {
  return Object.entries(unzipSync(zip)).flatMap(([name, bytes]) => (name.endsWith('.zip') ? toEntries(bytes, `${name}/`) : [{ name: prefix + name, bytes }]));
}

// The readers are pure: these read our own fixture files without the server (the upload route's
// tests, imports.test.ts, run the same files end to end).
describe('format readers', () => {
  it('Paprika: splits lines, keeps the uid and the picture, lists a damaged entry', () => {
    const good = gzipSync(
      JSON.stringify({
        uid: 'U1',
        name: 'Soup',
        ingredients: '1 leek\n\n2 potatoes',
        directions: 'Cook.',
        photo_data: Buffer.from(TINY_PNG).toString('base64'),
        rating: 3,
      }),
    );
    const result = readPaprika([
      { name: 'a.paprikarecipe', bytes: new Uint8Array(good) },
      { name: 'b.paprikarecipe', bytes: strToU8('nope') },
      { name: 'c.paprikarecipe', bytes: new Uint8Array(gzipSync(JSON.stringify({ name: '' }))) },
    ]);
    expect(result.recipes).toHaveLength(1);
    expect(result.recipes[0]).toMatchObject({ sourceId: 'U1', title: 'Soup', ingredients: ['1 leek', '2 potatoes'], instructions: ['Cook.'], rating: 3 });
    expect(result.recipes[0]?.image).toEqual(TINY_PNG);
    expect(result.problems.map((problem) => problem.item)).toEqual(['b.paprikarecipe', 'c.paprikarecipe']);
  });

  it("keeps a web page given as the source as the recipe's source, and a source that is no page in the notes", () => {
    const page = (fields: object) => strToU8(JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Dal', ...fields }));
    const read = (fields: object) => readJsonLd([{ name: 'r.json', bytes: page(fields) }]).recipes[0];
    expect(read({ isBasedOn: 'https://a.example/dal#top' })?.sourceUrl).toBe('https://a.example/dal');
    expect(read({ isBasedOn: { '@type': 'CreativeWork', url: 'https://b.example/dal' } })?.sourceUrl).toBe('https://b.example/dal');
    expect(read({ url: 'http://c.example/dal' })?.sourceUrl).toBe('http://c.example/dal');
    expect(read({ url: 'javascript:alert(1)' })?.sourceUrl).toBe('');
    const paprika = (source: string, sourceUrl: string) =>
      readPaprika([{ name: 'a.paprikarecipe', bytes: new Uint8Array(gzipSync(JSON.stringify({ name: 'Soup', source, source_url: sourceUrl }))) }]).recipes[0];
    expect(paprika('Smitten Kitchen', 'https://smitten.example/soup')).toMatchObject({ sourceUrl: 'https://smitten.example/soup', notes: '' });
    expect(paprika('Grandma', '')).toMatchObject({ sourceUrl: '', notes: 'Source: Grandma' });
    expect(paprika('https://d.example/soup', '')).toMatchObject({ sourceUrl: 'https://d.example/soup', notes: '' });
  });

  it('JSON-LD: one recipe, an array, a @graph with references, or nothing readable', () => {
    const one = { '@context': 'https://schema.org', '@type': 'Recipe', name: 'A', recipeIngredient: ['1 egg'], recipeInstructions: 'Boil.' };
    const result = readJsonLd([
      { name: 'one.json', bytes: strToU8(JSON.stringify(one)) },
      { name: 'many.json', bytes: strToU8(JSON.stringify([one, { ...one, name: 'B' }])) },
      { name: 'graph.jsonld', bytes: strToU8(JSON.stringify({ '@graph': [{ '@type': ['Recipe', 'Thing'], '@id': '#r', name: 'C' }] })) },
      { name: 'empty.json', bytes: strToU8('{"@type":"Person"}') },
    ]);
    expect(result.recipes.map((recipe) => recipe.title)).toEqual(['A', 'A', 'B', 'C']);
    expect(result.problems).toEqual([{ item: 'empty.json', reason: 'No schema.org Recipe found in this file.' }]);
  });

  it('Nextcloud: recipe.json per folder, full.jpg as the picture, the id as source id', () => {
    const result = readNextcloud(toEntries(buildNextcloudFile()));
    expect(result.recipes.map((recipe) => [recipe.title, recipe.sourceId, recipe.image !== null])).toEqual([
      ['Garlic Bread', '101', true],
      ['Masala Chai ☕', '102', false],
      ['Pancakes', '103', false],
    ]);
    expect(result.problems).toHaveLength(1);
  });

  it('Tandoor: ingredients of every step, step names as headings, times in minutes', () => {
    const result = readTandoor(toEntries(buildTandoorFile()));
    expect(result.recipes).toHaveLength(3);
    expect(result.recipes[0]).toMatchObject({ title: 'Spiced Chickpeas', prepTime: 5, cookTime: 25, servings: '2', categories: ['Snack'] });
  });

  it('Mealie: joins the tables by recipe id (with or without dashes), in position order', () => {
    const result = readMealie(toEntries(buildMealieFile()));
    expect(result.recipes.map((recipe) => recipe.title)).toEqual(['Tomato Bruschetta', 'Ñoquis de papa', 'Iced Coffee']);
    expect(result.recipes[1]?.instructions).toEqual(['Masa', 'Boil and mash the potatoes.']);
    expect(readMealie([{ name: 'database.json', bytes: strToU8('[') }]).problems).toHaveLength(1);
  });

  it('Cooklang: front matter, sections, notes, comments, timers and multi-word ingredients', () => {
    const soup = parseCooklang(COOKLANG_SOUP, 'x/Potato Leek Soup.cook');
    expect(soup).toMatchObject({
      title: 'Potato Leek Soup',
      servings: '4',
      prepTime: '15 minutes',
      cookTime: '30 minutes',
      categories: ['dinner', 'soup', 'winter'],
    });
    expect(soup.instructions[0]).toBe('Melt butter in a large pot. Add leeks, sliced, and cook 5 minutes.');
    expect(soup.notes).toBe('Freezes well.');
    const plain = parseCooklang('>> title: Eggs\n>> mood: happy\nBoil @eggs{2} for ~{7%minutes}. -- comment\n', 'eggs.cook');
    expect(plain).toMatchObject({ title: 'Eggs', ingredients: ['2 eggs'], instructions: ['Boil eggs for 7 minutes.'], fieldsNotUnderstood: ['mood'] });
    const zipped = toEntries(buildCooklangFile());
    expect(zipped.some((entry) => entry.name === 'Potato Leek Soup.png')).toBe(true);
  });
});
