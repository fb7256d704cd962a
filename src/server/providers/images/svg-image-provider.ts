import type { TImageProvider, TImageRequest } from './image-provider.ts';
import { toIngredientDisplayName } from './ingredient-display-name.ts';

type TPalette = { label: string; background: string; accent: string; plate: string; ink: string };

// Warm palettes per kind of dish, picked from words in the title and ingredients.
const PALETTES: ReadonlyArray<{ words: RegExp; palette: TPalette }> = [
  { words: /\b(cake|cookie|brownie|pie|tart|dessert|pudding|ice cream|chocolate|sweet|muffin|cupcake|mousse|sorbet)/i, palette: { label: 'Dessert', background: '#fbe3e8', accent: '#d9486b', plate: '#fff8f3', ink: '#5b1f2e' } },
  { words: /\b(smoothie|shake|latte|cocktail|mocktail|lemonade|tea|coffee|juice|drink|punch|spritz)/i, palette: { label: 'Drink', background: '#e0f1f4', accent: '#1f8a9c', plate: '#f7fdff', ink: '#123f48' } },
  { words: /\b(pancake|waffle|oat|granola|omelet|omelette|egg|toast|breakfast|porridge|frittata|bagel)/i, palette: { label: 'Breakfast', background: '#fff1d6', accent: '#e0952b', plate: '#fffaf0', ink: '#5a3a0c' } },
  { words: /\b(soup|stew|chili|curry|broth|chowder|dal|ramen)/i, palette: { label: 'Comfort', background: '#fde6d4', accent: '#c8552b', plate: '#fffaf5', ink: '#5a2410' } },
  { words: /\b(salad|bowl|slaw|greens|spinach|kale|veggie|vegetable)/i, palette: { label: 'Fresh', background: '#e6f3de', accent: '#4f9a3a', plate: '#fbfff7', ink: '#23461a' } },
];
const DEFAULT_PALETTE: TPalette = { label: 'Main', background: '#fcebd9', accent: '#b5542f', plate: '#fffaf4', ink: '#4a2314' };

// Ingredient words → colours for the little food shapes on the plate.
const FOOD_COLOURS: ReadonlyArray<readonly [RegExp, string]> = [
  [/tomato|pepper|chili|strawberr|raspberr|beet|cherr|red/i, '#d8432f'],
  [/spinach|kale|basil|herb|pea|broccoli|lettuce|cucumber|zucchini|avocado|lime|green|parsley|cilantro/i, '#5a9e3c'],
  [/carrot|orange|pumpkin|squash|sweet potato|mango|apricot|turmeric|curry/i, '#ec8a2c'],
  [/lemon|corn|egg|banana|pineapple|cheese|butter|potato/i, '#f0c43c'],
  [/blueberr|eggplant|plum|grape|cabbage|onion/i, '#6b4a9e'],
  [/chocolate|coffee|beef|mushroom|bean|lentil|soy|cocoa/i, '#7a4a2a'],
  [/rice|noodle|pasta|milk|cream|yogurt|tofu|coconut|chicken|fish|flour|oat/i, '#efe3c8'],
];

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function pickPalette(text: string): TPalette {
  return PALETTES.find(({ words }) => words.test(text))?.palette ?? DEFAULT_PALETTE;
}

function pickFoodColour(name: string, index: number): string {
  const match = FOOD_COLOURS.find(([words]) => words.test(name));
  const fallbacks = ['#e07a3f', '#8bb35a', '#e6b84a', '#c25a4a'];
  return match?.[1] ?? fallbacks[index % fallbacks.length] ?? '#e07a3f';
}

/** Splits a title into at most three lines of about `width` characters, with an ellipsis if cut. */
function wrapTitle(title: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= 3) return lines.map((line) => (line.length > width + 3 ? `${line.slice(0, width + 2)}…` : line));
  const third = `${lines[2] ?? ''} ${lines.slice(3).join(' ')}`;
  return [lines[0] ?? '', lines[1] ?? '', `${third.slice(0, width - 1).trimEnd()}…`];
}

/** A deterministic pseudo-random sequence so the same recipe always gets the same card. */
function createSequence(seedText: string): () => number {
  let state = 2166136261;
  for (const char of seedText) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507) >>> 0;
    state = Math.imul(state ^ (state >>> 13), 3266489909) >>> 0;
    return ((state ^= state >>> 16) >>> 0) / 4294967296;
  };
}

export function renderDishCard({ title, ingredients }: TImageRequest): string {
  const names = ingredients.map(toIngredientDisplayName).filter(Boolean);
  const palette = pickPalette(`${title} ${names.join(' ')}`);
  const random = createSequence(`${title}|${names.join('|')}`);
  const mains = names.filter((name) => !/^(salt|pepper|black pepper|water|oil|olive oil)$/i.test(name)).slice(0, 4);
  const titleLines = wrapTitle(title.trim() || 'Untitled Recipe', 17);

  const food = (mains.length > 0 ? mains : ['dish']).flatMap((name, index) =>
    Array.from({ length: 5 }, () => {
      const angle = random() * Math.PI * 2;
      const distance = 40 + random() * 115;
      const x = (300 + Math.cos(angle) * distance).toFixed(1);
      const y = (400 + Math.sin(angle) * distance * 0.92).toFixed(1);
      const radius = (12 + random() * 16).toFixed(1);
      return `<ellipse cx="${x}" cy="${y}" rx="${radius}" ry="${(Number(radius) * 0.8).toFixed(1)}" fill="${pickFoodColour(name, index)}" opacity="0.92"/>`;
    }),
  );
  const ingredientText = mains
    .map((name, index) => {
      const short = name.length > 26 ? `${name.slice(0, 25)}…` : name;
      return `<text x="600" y="${420 + index * 44}" font-size="26" fill="${palette.ink}"><tspan fill="${palette.accent}">●</tspan> ${escapeXml(short)}</text>`;
    })
    .join('');
  const titleText = titleLines
    .map((line, index) => `<text x="600" y="${150 + index * 50}" font-size="40" font-weight="700" fill="${palette.ink}">${escapeXml(line)}</text>`)
    .join('');

  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 768" width="1024" height="768" role="img"',
    ` aria-label="${escapeXml(`Illustration of ${title.trim() || 'a recipe'}`)}">`,
    `<rect width="1024" height="768" fill="${palette.background}"/>`,
    `<circle cx="940" cy="70" r="170" fill="${palette.accent}" opacity="0.12"/>`,
    `<circle cx="80" cy="720" r="140" fill="${palette.accent}" opacity="0.1"/>`,
    `<ellipse cx="306" cy="418" rx="232" ry="214" fill="${palette.ink}" opacity="0.12"/>`,
    `<circle cx="300" cy="400" r="225" fill="${palette.plate}" stroke="${palette.accent}" stroke-width="6"/>`,
    `<circle cx="300" cy="400" r="178" fill="none" stroke="${palette.accent}" stroke-opacity="0.25" stroke-width="3"/>`,
    `<circle cx="300" cy="400" r="150" fill="${pickFoodColour(mains[0] ?? '', 0)}" opacity="0.22"/>`,
    ...food,
    '<g font-family="Georgia, \'Times New Roman\', serif">',
    `<text x="600" y="90" font-size="22" letter-spacing="4" fill="${palette.accent}">${escapeXml(palette.label.toUpperCase())}</text>`,
    titleText,
    '</g>',
    `<g font-family="'Helvetica Neue', Arial, sans-serif">${ingredientText}</g>`,
    `<text x="600" y="700" font-family="Georgia, serif" font-size="20" fill="${palette.ink}" opacity="0.6">Forkcast</text>`,
    '</svg>',
  ].join('');
}

/** The built-in image: an SVG dish card, no network needed. */
export function createSvgImageProvider(): TImageProvider {
  return {
    name: 'svg',
    async createImage(request) {
      return { bytes: Buffer.from(renderDishCard(request), 'utf8'), contentType: 'image/svg+xml', extension: 'svg' };
    },
  };
}
