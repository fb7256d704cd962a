import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { toIngredientDisplayName } from './ingredient-display-name.ts';
import { createSvgImageProvider, escapeXml, renderDishCard } from './svg-image-provider.ts';

describe('toIngredientDisplayName', () => {
  it.each([
    ['2 lb boneless chicken thighs, diced', 'boneless chicken thighs'],
    ['1 1/2 cups of rice', 'rice'],
    ['½ tsp salt', 'salt'],
    ['3 cloves garlic (minced)', 'garlic'],
    ['1 (14 oz) can', ''],
    ['1 (14 oz) can coconut milk', 'coconut milk'],
    ['fresh basil', 'fresh basil'],
    ['200 g spaghetti', 'spaghetti'],
  ])('%s → %s', (line, expected) => {
    expect(toIngredientDisplayName(line)).toBe(expected);
  });
});

describe('the SVG dish card', () => {
  it('escapes the title in its label so no markup gets through', () => {
    const svg = renderDishCard({ title: '<script>alert(1)</script> & "Pie"', ingredients: ['1 cup <b>flour</b>', "2 apples' core"] });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
    const $ = cheerio.load(svg, { xml: true });
    expect($('svg').length).toBe(1);
    expect($('script').length).toBe(0);
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });

  it('is a picture without words, so an edited title or list never contradicts it', () => {
    const svg = renderDishCard({
      title: 'Thai Green Curry',
      ingredients: ['400 ml coconut milk', '2 tbsp green curry paste', '300 g chicken', '1 cup green beans'],
    });
    const $ = cheerio.load(svg, { xml: true });
    expect($('text').length).toBe(0);
    expect($('svg').attr('aria-label')).toBe('Illustration of Thai Green Curry');
  });

  it('serves a Thai curry in a bowl, not as a dessert slice, and is the same for the same recipe', () => {
    const curry = { title: 'Thai Green Curry', ingredients: ['400 ml coconut milk', '1 handful Thai sweet basil', '1 tbsp palm sugar'] };
    const svg = renderDishCard(curry);
    // The bowl's blue rim and the green broth of a green curry.
    expect(svg).toContain('fill="#3d6f8e"');
    expect(svg).toContain('fill="#9bbf5a"');
    expect(renderDishCard(curry)).toBe(svg);
    const cake = renderDishCard({ title: 'Chocolate Mug Cake', ingredients: ['cocoa'] });
    expect(cake).not.toContain('#3d6f8e');
    expect(cake).toContain('#6b3b22');
  });

  it('draws the main ingredients in their own colours, leaving out salt and oil', () => {
    const withTomato = renderDishCard({ title: 'Greek Salad', ingredients: ['4 tomatoes', 'salt', '2 tbsp olive oil'] });
    const without = renderDishCard({ title: 'Greek Salad', ingredients: ['salt', '2 tbsp olive oil'] });
    expect(withTomato).toContain('#d8432f');
    expect(without).not.toContain('#d8432f');
  });

  it('returns SVG bytes with the right type', async () => {
    const image = await createSvgImageProvider().createImage({ title: 'Toast', ingredients: ['bread'] });
    expect(image.contentType).toBe('image/svg+xml');
    expect(image.extension).toBe('svg');
    expect(image.bytes.toString('utf8').startsWith('<svg')).toBe(true);
  });
});
