import { classifyDish, type TDishKind } from '../../../domain/dish-kind.ts';
import type { TImageProvider, TImageRequest } from './image-provider.ts';
import { toIngredientDisplayName } from './ingredient-display-name.ts';

// The built-in dish card: an illustration of the dish seen from above — a bowl, a plate, a glass or a
// slice, chosen from the recipe's kind (src/domain/dish-kind.ts), with its main ingredients drawn in
// their own shapes and colours. No words on it: the page shows the title, and an edited title or
// ingredient list never contradicts the picture.

type TTable = { cloth: string; stripe: string; napkin: string };

const TABLES: Record<TDishKind, TTable> = {
  drink: { cloth: '#dff0f2', stripe: '#c5e3e8', napkin: '#f7d9c4' },
  soup: { cloth: '#f6dcc4', stripe: '#efc9a8', napkin: '#c9dcc0' },
  dessert: { cloth: '#f8e1e6', stripe: '#f0cbd4', napkin: '#fff4d6' },
  breakfast: { cloth: '#fcefd2', stripe: '#f5dfae', napkin: '#d6e6f2' },
  salad: { cloth: '#e4f0dc', stripe: '#d0e4c3', napkin: '#f6dcc4' },
  pasta: { cloth: '#f9e6d0', stripe: '#e9c7a4', napkin: '#dfe9d6' },
  rice: { cloth: '#f3e7d6', stripe: '#e6d2b6', napkin: '#f2d6cf' },
  main: { cloth: '#f4e2d2', stripe: '#e8cdb5', napkin: '#d9e4ec' },
};

type TShape = 'leaf' | 'round' | 'cube' | 'strip' | 'ring' | 'chunk' | 'grain' | 'wedge';
type TPiece = { shape: TShape; colour: string };

// Ingredient words → how a piece of it looks. First match wins.
const PIECES: ReadonlyArray<readonly [RegExp, TPiece]> = [
  [/lime|lemon/i, { shape: 'wedge', colour: '#9ccc3c' }],
  [/orange(?! juice)|grapefruit/i, { shape: 'wedge', colour: '#f39a2b' }],
  [
    /basil|cilantro|coriander|parsley|mint|spinach|kale|lettuce|arugula|rocket|chard|greens|dill|thyme|rosemary|cabbage|bok choy/i,
    { shape: 'leaf', colour: '#4f9a3a' },
  ],
  [/tomato|cherr|strawberr|raspberr|cranberr|pomegranate/i, { shape: 'round', colour: '#d8432f' }],
  [/blueberr|grape|olive|blackberr/i, { shape: 'round', colour: '#4b3a78' }],
  [/pea\b|peas|edamame|broad bean/i, { shape: 'round', colour: '#7cbf4a' }],
  [/chickpea|bean|lentil/i, { shape: 'round', colour: '#c89b5a' }],
  [/chil(i|e|li)|jalape|bell pepper|pepper(?!corn)|capsicum|paprika/i, { shape: 'strip', colour: '#d8432f' }],
  [/scallion|spring onion|green onion|chive|green bean|asparagus|celery|cucumber|zucchini|courgette/i, { shape: 'strip', colour: '#6fae45' }],
  [/carrot/i, { shape: 'strip', colour: '#ec8a2c' }],
  [/onion|shallot|leek/i, { shape: 'ring', colour: '#b77fb8' }],
  [/squash|pumpkin|sweet potato|mango|apricot|peach/i, { shape: 'cube', colour: '#ee9334' }],
  [/potato|tofu|paneer|halloumi|feta|cheese|mozzarella|bread|crouton/i, { shape: 'cube', colour: '#f1d27a' }],
  [/avocado|broccoli|brussels/i, { shape: 'chunk', colour: '#6aa84f' }],
  [/mushroom|eggplant|aubergine/i, { shape: 'chunk', colour: '#8a6a4f' }],
  [/chicken|turkey|pork/i, { shape: 'chunk', colour: '#e0b27a' }],
  [/beef|lamb|steak|sausage|chorizo|bacon|duck/i, { shape: 'chunk', colour: '#8c4a32' }],
  [/salmon|shrimp|prawn|crab|lobster/i, { shape: 'chunk', colour: '#f08a6c' }],
  [/fish|cod|tuna|haddock|egg/i, { shape: 'chunk', colour: '#f5ecd6' }],
  [/banana|corn|pineapple/i, { shape: 'round', colour: '#f0c43c' }],
  [/chocolate|cocoa|coffee/i, { shape: 'cube', colour: '#5b3420' }],
  [/rice|quinoa|couscous|sesame|seed|oat|barley|bulgur/i, { shape: 'grain', colour: '#f7f0dc' }],
  [/nut|almond|cashew|peanut|walnut|pecan|pistachio/i, { shape: 'chunk', colour: '#c08a52' }],
];

// The colour of a bowl's broth or a glass's drink, from what goes into it.
const LIQUIDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/green curry|matcha|spinach|kale|pea|avocado|pesto/i, '#9bbf5a'],
  [/tomato|red curry|beet|chil(i|e|li)|paprika|gochujang|harissa|strawberr|raspberr/i, '#d9583b'],
  [/pumpkin|squash|carrot|sweet potato|turmeric|yellow curry|mango|orange|lentil|dal|curry/i, '#eb9a3c'],
  [/chocolate|cocoa|coffee|beef|soy|miso|mushroom|bourguignon|cola/i, '#7a4a2a'],
  [/blueberr|blackberr|berry/i, '#7d4a8e'],
  [/coconut|cream|milk|yogurt|potato|leek|chowder|banana|vanilla|oat/i, '#f3e6c9'],
  [/lemon|lime|ginger|chicken|broth|stock|tea/i, '#e9c46a'],
];

const BASICS =
  /^(salt|sea salt|kosher salt|pepper|black pepper|ground black pepper|water|ice|oil|olive oil|vegetable oil|neutral oil|sugar|flour|butter|baking powder|baking soda)$/i;

export function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');
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

function pickPiece(name: string, index: number): TPiece {
  const match = PIECES.find(([words]) => words.test(name))?.[1];
  if (match) return match;
  const fallbacks: TPiece[] = [
    { shape: 'chunk', colour: '#e07a3f' },
    { shape: 'leaf', colour: '#8bb35a' },
    { shape: 'cube', colour: '#e6b84a' },
    { shape: 'round', colour: '#c25a4a' },
  ];
  return fallbacks[index % fallbacks.length] ?? { shape: 'chunk', colour: '#e07a3f' };
}

function pickLiquid(text: string, fallback: string): string {
  return LIQUIDS.find(([words]) => words.test(text))?.[1] ?? fallback;
}

const f = (value: number) => value.toFixed(1);

/** One piece of food at (x, y), turned by `angle` degrees, about `size` across. */
function drawPiece({ shape, colour }: TPiece, x: number, y: number, size: number, angle: number): string {
  const at = `transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"`;
  const s = size;
  switch (shape) {
    case 'leaf':
      return `<g ${at}><path d="M${f(-s)} 0 Q0 ${f(-s * 0.75)} ${f(s)} 0 Q0 ${f(s * 0.75)} ${f(-s)} 0Z" fill="${colour}"/><path d="M${f(-s * 0.8)} 0 L${f(s * 0.8)} 0" stroke="#2f6b25" stroke-width="1.5" opacity="0.5"/></g>`;
    case 'round':
      return `<g ${at}><circle r="${f(s * 0.55)}" fill="${colour}"/><circle cx="${f(-s * 0.18)}" cy="${f(-s * 0.2)}" r="${f(s * 0.14)}" fill="#fff" opacity="0.45"/></g>`;
    case 'cube':
      return `<g ${at}><rect x="${f(-s * 0.5)}" y="${f(-s * 0.5)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.18)}" fill="${colour}"/><rect x="${f(-s * 0.5)}" y="${f(-s * 0.5)}" width="${f(s)}" height="${f(s * 0.3)}" rx="${f(s * 0.15)}" fill="#fff" opacity="0.22"/></g>`;
    case 'strip':
      return `<g ${at}><rect x="${f(-s)}" y="${f(-s * 0.18)}" width="${f(s * 2)}" height="${f(s * 0.36)}" rx="${f(s * 0.18)}" fill="${colour}"/></g>`;
    case 'ring':
      return `<g ${at}><ellipse rx="${f(s * 0.7)}" ry="${f(s * 0.55)}" fill="none" stroke="${colour}" stroke-width="${f(s * 0.16)}"/></g>`;
    case 'wedge':
      return `<g ${at}><path d="M0 0 L${f(s)} 0 A${f(s)} ${f(s)} 0 0 1 ${f(s * 0.5)} ${f(s * 0.87)} Z" fill="${colour}"/><path d="M${f(s * 0.15)} ${f(s * 0.05)} L${f(s * 0.85)} ${f(s * 0.05)} A${f(s * 0.85)} ${f(s * 0.85)} 0 0 1 ${f(s * 0.45)} ${f(s * 0.72)} Z" fill="#fff" opacity="0.35"/></g>`;
    case 'grain':
      return `<g ${at}><ellipse rx="${f(s * 0.22)}" ry="${f(s * 0.1)}" fill="${colour}" stroke="#d9cfb4" stroke-width="1"/></g>`;
    case 'chunk':
      return `<g ${at}><path d="M${f(-s * 0.6)} ${f(-s * 0.2)} Q${f(-s * 0.5)} ${f(-s * 0.65)} 0 ${f(-s * 0.5)} Q${f(s * 0.7)} ${f(-s * 0.45)} ${f(s * 0.6)} ${f(s * 0.1)} Q${f(s * 0.5)} ${f(s * 0.6)} 0 ${f(s * 0.5)} Q${f(-s * 0.7)} ${f(s * 0.45)} ${f(-s * 0.6)} ${f(-s * 0.2)}Z" fill="${colour}"/><path d="M${f(-s * 0.3)} ${f(-s * 0.25)} Q0 ${f(-s * 0.4)} ${f(s * 0.3)} ${f(-s * 0.2)}" stroke="#fff" stroke-width="2" fill="none" opacity="0.35"/></g>`;
  }
}

/** `count` pieces of each ingredient scattered in a circle of `radius` around (cx, cy). */
function scatter(pieces: readonly TPiece[], random: () => number, cx: number, cy: number, radius: number, count: number, size: number): string[] {
  return pieces.flatMap((piece) =>
    Array.from({ length: piece.shape === 'grain' ? count * 4 : count }, () => {
      const angle = random() * Math.PI * 2;
      const distance = Math.sqrt(random()) * radius;
      const pieceSize = piece.shape === 'grain' ? size * 0.9 : size * (0.75 + random() * 0.5);
      return drawPiece(piece, cx + Math.cos(angle) * distance, cy + Math.sin(angle) * distance, pieceSize, random() * 360);
    }),
  );
}

function drawPlate(cx: number, cy: number, radius: number): string {
  return [
    `<ellipse cx="${cx + 14}" cy="${cy + 22}" rx="${radius}" ry="${radius * 0.96}" fill="#000" opacity="0.12"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#fdfbf7" stroke="#e6ddd0" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.8}" fill="#fffdf9" stroke="#efe7db" stroke-width="4"/>`,
  ].join('');
}

function drawCutlery(x: number, y: number): string {
  // A fork and a knife beside the plate.
  return [
    `<g transform="translate(${x} ${y})" fill="#b8b2a7">`,
    '<rect x="0" y="0" width="14" height="230" rx="7"/>',
    '<rect x="-8" y="-90" width="30" height="100" rx="10"/>',
    '<rect x="-8" y="-150" width="5" height="70" rx="2"/><rect x="3" y="-150" width="5" height="70" rx="2"/><rect x="14" y="-150" width="5" height="70" rx="2"/>',
    '<path d="M60 -150 Q88 -60 72 40 L72 230 Q60 236 50 230 L50 -140 Z"/>',
    '</g>',
  ].join('');
}

function drawFood(kind: TDishKind, title: string, text: string, pieces: readonly TPiece[], random: () => number): string[] {
  const cx = 470;
  const cy = 390;
  switch (kind) {
    case 'soup': {
      const broth = pickLiquid(text, '#e09a4f');
      return [
        `<ellipse cx="${cx + 16}" cy="${cy + 26}" rx="280" ry="268" fill="#000" opacity="0.13"/>`,
        `<circle cx="${cx}" cy="${cy}" r="280" fill="#fdfbf7" stroke="#e6ddd0" stroke-width="3"/>`,
        `<circle cx="${cx}" cy="${cy}" r="228" fill="#3d6f8e"/>`,
        `<circle cx="${cx}" cy="${cy}" r="212" fill="#f6f1e8"/>`,
        `<circle cx="${cx}" cy="${cy}" r="190" fill="${broth}"/>`,
        `<ellipse cx="${cx - 60}" cy="${cy - 70}" rx="80" ry="40" fill="#fff" opacity="0.16"/>`,
        ...scatter(pieces, random, cx, cy, 150, 5, 30),
        // A swirl of cream and a spoon resting on the rim.
        `<path d="M${cx - 50} ${cy + 20} q30 -40 60 0 t60 0" stroke="#fffaf0" stroke-width="7" fill="none" opacity="0.7" stroke-linecap="round"/>`,
        `<g transform="translate(${cx + 150} ${cy + 120}) rotate(-40)"><ellipse cx="0" cy="0" rx="34" ry="48" fill="#c9c2b6"/><rect x="-8" y="40" width="16" height="190" rx="8" fill="#c9c2b6"/></g>`,
      ];
    }
    case 'drink': {
      const drink = pickLiquid(text, '#f0a35c');
      return [
        `<ellipse cx="${cx + 10}" cy="${cy + 235}" rx="150" ry="34" fill="#000" opacity="0.12"/>`,
        `<ellipse cx="${cx}" cy="${cy + 225}" rx="160" ry="36" fill="#c7a27a"/>`,
        `<path d="M${cx - 125} ${cy - 230} L${cx + 125} ${cy - 230} L${cx + 100} ${cy + 220} L${cx - 100} ${cy + 220} Z" fill="#ffffff" opacity="0.55" stroke="#d6e6ea" stroke-width="4"/>`,
        `<path d="M${cx - 117} ${cy - 140} L${cx + 117} ${cy - 140} L${cx + 100} ${cy + 215} L${cx - 100} ${cy + 215} Z" fill="${drink}"/>`,
        `<rect x="${cx - 70}" y="${cy - 120}" width="60" height="60" rx="10" fill="#fff" opacity="0.45" transform="rotate(12 ${cx - 40} ${cy - 90})"/>`,
        `<rect x="${cx + 10}" y="${cy - 60}" width="55" height="55" rx="10" fill="#fff" opacity="0.4" transform="rotate(-10 ${cx + 37} ${cy - 32})"/>`,
        `<rect x="${cx + 30}" y="${cy - 330}" width="18" height="300" rx="9" fill="#d8432f" transform="rotate(14 ${cx + 39} ${cy - 180})"/>`,
        ...(pieces[0] ? [drawPiece({ ...pieces[0], shape: pieces[0].shape === 'grain' ? 'round' : pieces[0].shape }, cx - 120, cy - 235, 70, 200)] : []),
        `<path d="M${cx - 95} ${cy - 200} L${cx - 80} ${cy + 180}" stroke="#fff" stroke-width="10" opacity="0.35" stroke-linecap="round"/>`,
      ];
    }
    case 'dessert': {
      const isChocolate = /chocolate|cocoa|brownie/i.test(text);
      const sponge = isChocolate ? '#6b3b22' : '#f2cf8a';
      const cream = isChocolate ? '#3e2114' : '#fff3e6';
      return [
        drawPlate(cx, cy, 270),
        `<g transform="translate(${cx - 20} ${cy + 20}) rotate(-12)">`,
        `<path d="M-170 70 L170 70 L120 -150 Z" fill="#000" opacity="0.1" transform="translate(10 14)"/>`,
        `<path d="M-170 70 L170 70 L130 -140 Z" fill="${sponge}"/>`,
        `<path d="M-130 25 L158 25 L150 -15 L-95 -15 Z" fill="${cream}"/>`,
        `<path d="M-80 -55 L142 -55 L136 -85 L-50 -85 Z" fill="${cream}"/>`,
        `<path d="M-170 70 L170 70 L170 84 L-170 84 Z" fill="${cream}" opacity="0.8"/>`,
        '</g>',
        ...scatter(pieces.length > 0 ? pieces : [{ shape: 'round', colour: '#d8432f' }], random, cx + 130, cy - 120, 60, 3, 30),
        `<path d="M${cx - 180} ${cy + 170} q40 -30 80 0 t80 0" stroke="${isChocolate ? '#5b3420' : '#d9486b'}" stroke-width="8" fill="none" opacity="0.6" stroke-linecap="round"/>`,
      ];
    }
    case 'breakfast': {
      const isPancake = /pancake|waffle|crepe|french toast/i.test(title);
      if (isPancake) {
        return [
          drawPlate(cx, cy, 270),
          ...[0, 1, 2, 3].map(
            (layer) =>
              `<ellipse cx="${cx}" cy="${cy + 60 - layer * 34}" rx="170" ry="120" fill="${layer % 2 === 0 ? '#d99a4e' : '#e8b46b'}" stroke="#b8773a" stroke-width="3"/>`,
          ),
          `<path d="M${cx - 90} ${cy - 70} q60 -40 120 0 q20 40 -40 70 q-70 10 -80 -70Z" fill="#b0641f" opacity="0.75"/>`,
          `<rect x="${cx - 25}" y="${cy - 80}" width="50" height="34" rx="6" fill="#fff2b3"/>`,
          ...scatter(pieces, random, cx + 40, cy - 20, 110, 2, 30),
        ];
      }
      return [
        drawPlate(cx, cy, 270),
        `<path d="M${cx - 190} ${cy - 40} q-20 -110 90 -110 q120 0 90 110 q-20 90 -100 80 q-90 0 -80 -80Z" fill="#fffdf5" stroke="#efe6d2" stroke-width="3"/>`,
        `<circle cx="${cx - 100}" cy="${cy - 50}" r="42" fill="#f2b233"/>`,
        `<path d="M${cx + 10} ${cy + 40} q-10 -100 90 -100 q110 0 90 100 q-20 80 -100 70 q-90 0 -80 -70Z" fill="#fffdf5" stroke="#efe6d2" stroke-width="3"/>`,
        `<circle cx="${cx + 100}" cy="${cy + 30}" r="40" fill="#f2b233"/>`,
        `<rect x="${cx - 40}" y="${cy + 80}" width="150" height="110" rx="24" fill="#d9a15a" transform="rotate(-14 ${cx + 35} ${cy + 135})"/>`,
        ...scatter(pieces, random, cx, cy, 170, 3, 26),
      ];
    }
    case 'salad':
      return [
        drawPlate(cx, cy, 270),
        ...scatter(
          [
            { shape: 'leaf', colour: '#6aa84f' },
            { shape: 'leaf', colour: '#8cc265' },
          ],
          random,
          cx,
          cy,
          180,
          14,
          46,
        ),
        ...scatter(pieces, random, cx, cy, 170, 5, 30),
      ];
    case 'pasta': {
      const sauce = pickLiquid(text, '#f3e6c9');
      const strands = Array.from({ length: 22 }, () => {
        const y = cy - 140 + random() * 280;
        const x = cx - 150 + random() * 40;
        const width = 260 + random() * 40;
        const wave = 18 + random() * 22;
        return `<path d="M${f(x)} ${f(y)} q${f(width / 6)} ${f(-wave)} ${f(width / 3)} 0 t${f(width / 3)} 0 t${f(width / 3)} 0" stroke="#f1d58c" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.95"/>`;
      });
      return [
        drawPlate(cx, cy, 270),
        `<circle cx="${cx}" cy="${cy}" r="170" fill="#f1d58c"/>`,
        ...strands,
        `<circle cx="${cx + 10}" cy="${cy - 10}" r="95" fill="${sauce}" opacity="0.85"/>`,
        ...scatter(pieces, random, cx, cy, 140, 4, 30),
      ];
    }
    case 'rice':
      return [
        drawPlate(cx, cy, 270),
        `<circle cx="${cx - 40}" cy="${cy + 10}" r="140" fill="#faf4e4"/>`,
        ...scatter([{ shape: 'grain', colour: '#fffaf0' }], random, cx - 40, cy + 10, 130, 30, 34),
        ...scatter(pieces, random, cx + 40, cy - 10, 150, 4, 30),
      ];
    case 'main': {
      const protein = pieces.find((piece) => piece.shape === 'chunk');
      return [
        drawPlate(cx, cy, 270),
        ...(protein
          ? [
              `<g transform="translate(${cx + 50} ${cy - 20}) rotate(-18)"><path d="M-120 -10 Q-110 -90 0 -80 Q130 -70 120 10 Q110 90 0 80 Q-130 80 -120 -10Z" fill="${protein.colour}"/>`,
              '<path d="M-70 -60 L-30 60 M-10 -70 L30 70 M50 -60 L80 40" stroke="#5a2d1a" stroke-width="9" opacity="0.35" stroke-linecap="round"/></g>',
            ]
          : []),
        ...scatter(
          pieces.filter((piece) => piece !== protein),
          random,
          cx - 70,
          cy + 60,
          protein ? 130 : 180,
          protein ? 4 : 6,
          32,
        ),
      ];
    }
  }
}

export function renderDishCard({ title, ingredients }: TImageRequest): string {
  const names = ingredients.map(toIngredientDisplayName).filter(Boolean);
  const kind = classifyDish(title, ingredients);
  const table = TABLES[kind];
  const random = createSequence(`${title}|${names.join('|')}`);
  const mains = names.filter((name) => !BASICS.test(name)).slice(0, 5);
  const pieces = mains.map(pickPiece);
  const text = `${title} ${mains.join(' ')}`;
  const stripes = Array.from({ length: 14 }, (_, index) => `<rect x="${index * 80}" y="0" width="34" height="768" fill="${table.stripe}" opacity="0.55"/>`);

  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 768" width="1024" height="768" role="img"',
    ` aria-label="${escapeXml(`Illustration of ${title.trim() || 'a recipe'}`)}">`,
    `<rect width="1024" height="768" fill="${table.cloth}"/>`,
    ...stripes,
    `<rect x="760" y="140" width="230" height="500" rx="18" fill="${table.napkin}" transform="rotate(6 875 390)"/>`,
    kind === 'drink' ? '' : drawCutlery(840, 300),
    ...drawFood(kind, title, text, pieces, random),
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
