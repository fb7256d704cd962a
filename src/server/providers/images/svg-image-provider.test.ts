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
  it('escapes the title and ingredient names so no markup gets through', () => {
    const svg = renderDishCard({ title: '<script>alert(1)</script> & "Pie"', ingredients: ['1 cup <b>flour</b>', "2 apples' core"] });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp;');
    const $ = cheerio.load(svg, { xml: true });
    expect($('svg').length).toBe(1);
    expect($('script').length).toBe(0);
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });

  it('shows the title and up to four main ingredients, leaving out salt and oil', () => {
    const svg = renderDishCard({
      title: 'Thai Green Curry',
      ingredients: ['1 tbsp oil', '400 ml coconut milk', '2 tbsp green curry paste', '300 g chicken', '1 cup green beans', '1 lime', 'salt'],
    });
    const $ = cheerio.load(svg, { xml: true });
    const text = $('text').text();
    expect(text).toContain('Thai Green Curry');
    expect(text).toContain('coconut milk');
    expect(text).toContain('green beans');
    expect(text).not.toContain('lime');
    expect(text).not.toMatch(/\boil\b/);
    expect(text).not.toContain('salt');
  });

  it('colours the card by the kind of dish and is the same for the same recipe', () => {
    const dessert = renderDishCard({ title: 'Chocolate Mug Cake', ingredients: ['cocoa'] });
    const smoothie = renderDishCard({ title: 'Berry Smoothie', ingredients: ['banana'] });
    expect(dessert).toContain('DESSERT');
    expect(dessert).toContain('#fbe3e8');
    expect(smoothie).toContain('DRINK');
    expect(renderDishCard({ title: 'Berry Smoothie', ingredients: ['banana'] })).toBe(smoothie);
  });

  it('wraps long titles onto at most three lines', () => {
    const svg = renderDishCard({ title: 'Slow Roasted Mediterranean Vegetable and Chickpea Traybake With Lemon Tahini Drizzle', ingredients: ['chickpeas'] });
    const $ = cheerio.load(svg, { xml: true });
    const titleLines = $('text[font-size="40"]');
    expect(titleLines.length).toBe(3);
    expect(titleLines.last().text().endsWith('…')).toBe(true);
  });

  it('returns SVG bytes with the right type', async () => {
    const image = await createSvgImageProvider().createImage({ title: 'Toast', ingredients: ['bread'] });
    expect(image.contentType).toBe('image/svg+xml');
    expect(image.extension).toBe('svg');
    expect(image.bytes.toString('utf8').startsWith('<svg')).toBe(true);
  });
});
