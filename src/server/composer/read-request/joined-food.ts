import { toMatchKey } from '../../../domain/kitchen/food-table.ts';

// The Spanish and Portuguese food words a dish's name is joined to ('tamales de pollo', 'seco de pollo', 'empanadas de
// queso', 'arroz com frango'), with the kitchen's English food (twenty-seventh round). One list: the prompt's reader
// (`readJoinedFood`, which every later reader — the index's, the unknown-word readers, the gate — reads through) and the
// known-word test (`is-known-word.ts`) both read it, so 'pollo' is never an unknown name word on one path and a food on
// another.

/** The food word, accents folded, singular and plural, and the kitchen's English food it is. */
export const JOINED_FOOD_WORDS: ReadonlyMap<string, string> = new Map([
  ['pollo', 'chicken'],
  ['frango', 'chicken'],
  ['gallina', 'chicken'],
  ['res', 'beef'],
  ['carne', 'beef'],
  ['ternera', 'beef'],
  ['cerdo', 'pork'],
  ['puerco', 'pork'],
  ['porco', 'pork'],
  ['cordero', 'lamb'],
  ['borrego', 'lamb'],
  ['chivo', 'goat'],
  ['cabrito', 'goat'],
  ['pavo', 'turkey'],
  ['pato', 'duck'],
  ['queso', 'cheese'],
  ['queijo', 'cheese'],
  ['pescado', 'fish'],
  ['peixe', 'fish'],
  ['atun', 'tuna'],
  ['camaron', 'shrimp'],
  ['camarones', 'shrimp'],
  ['camarao', 'shrimp'],
  ['gambas', 'prawn'],
  ['pulpo', 'octopus'],
  ['calamares', 'squid'],
  ['frijoles', 'beans'],
  ['feijao', 'beans'],
  ['garbanzos', 'chickpeas'],
  ['lentejas', 'lentils'],
  ['papa', 'potato'],
  ['papas', 'potato'],
  ['batata', 'sweet potato'],
  ['huevo', 'egg'],
  ['huevos', 'egg'],
  ['ovo', 'egg'],
  ['hongos', 'mushroom'],
  ['champinones', 'mushroom'],
  ['elote', 'corn'],
  ['choclo', 'corn'],
  ['calabaza', 'squash'],
  ['espinacas', 'spinach'],
  ['verduras', 'vegetables'],
  ['legumbres', 'vegetables'],
]);

/** The joined foods that are a dish's main meat or fish, which take another's place in a name ('seco de res'). */
const MEATS = new Set(['chicken', 'beef', 'pork', 'lamb', 'goat', 'turkey', 'duck', 'fish', 'tuna', 'shrimp', 'prawn', 'octopus', 'squid']);

/** The English food of a joined food word ('pollo' → chicken), accents folded; null for any other word. */
export function readJoinedFoodWord(word: string): string | null {
  const folded = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return JOINED_FOOD_WORDS.get(folded) ?? null;
}

/** The kitchens whose dishes are named in Spanish or Portuguese. */
const IBERIAN_KITCHENS = new Set(
  (
    'mexican spanish portuguese peruvian brazilian argentine argentinian cuban colombian chilean venezuelan ecuadorian paraguayan ' +
    'dominican bolivian uruguayan salvadoran nicaraguan honduran guatemalan yucatecan oaxacan puerto rican costa rican panamanian ' +
    'tex-mex catalan basque galician andalusian canarian latin american'
  ).split(' '),
);

/** A kitchen's other spelling, as the index files it ('argentinian' dishes are 'Argentine'). */
const KITCHEN_SPELLINGS: ReadonlyMap<string, string> = new Map([['argentinian', 'argentine']]);

/** Words that join a dish's name to what it is made with. */
const JOINERS = new Set(['de', 'del', 'con', 'com', 'do', 'da', 'a']);

export type TJoinedFood = {
  /** The prompt with the joined food read as an English food before the name ('chicken tamales'). */
  prompt: string;
  /** The name as the cook wrote it, for the title ('Tamales de Pollo'). */
  written: string;
  /** The words the title shows for the name read in English ('chicken tamales'). */
  read: string;
};

/**
 * 'tamales de pollo', 'empanadas de queso', 'seco de pollo': a dish's name joined to a food word of the list is that dish made
 * with the food — read as '<food> <name>' ('chicken tamales'), or as the index's own 'name de <other food>' made with the cook's
 * ('chicken seco de res' for 'seco de pollo', `isIndexName` asks). Null when the index holds the whole name as written
 * ('arroz con pollo', 'tacos de camaron'), or the prompt has no such words.
 */
export function readJoinedFood(prompt: string, readIndexCuisine: (name: string) => string | null): TJoinedFood | null {
  // A name of the index in a Spanish- or Portuguese-speaking kitchen: 'sopa' and 'pastel' found as the Filipino Sopas and the
  // Senegalese Pastels are other dishes ('sopa de queso' is a soup, 'pastel de queso' a cheesecake), left to the readers as written.
  const isIndexName = (name: string) => {
    const cuisine = readIndexCuisine(name);
    return cuisine !== null && IBERIAN_KITCHENS.has(cuisine.toLowerCase());
  };
  const pattern = /\b([a-z\u00c0-\u024f]+(?: [a-z\u00c0-\u024f]+)?) (de|del|con|com|do|da) ([a-z\u00c0-\u024f]+)\b/i;
  const found = pattern.exec(prompt);
  if (!found) return null;
  const [whole, before = '', joiner = '', word = ''] = found;
  const food = readJoinedFoodWord(word);
  if (food === null || JOINERS.has(before.toLowerCase())) return null;
  // The last word before the joiner is the dish's name ('seco' in 'peruvian seco de pollo'); a word before it may be a cuisine.
  const words = before.split(' ');
  const name = words.at(-1) ?? '';
  if (isIndexName(`${name} ${joiner} ${word}`) || isIndexName(whole)) return null;
  // The index's own name of the dish made with another food of the list ('seco de res'), made with the cook's food.
  // Only when the name alone names no dish ('seco'): 'empanadas' is Empanadas, whatever alias 'empanadas de carne' it has.
  // Meat for meat only ('seco de chivo' for Seco de Res): 'pastel de queso' is a cheesecake, not Pastel de Choclo with cheese.
  const isMeat = (each: string) => MEATS.has(JOINED_FOOD_WORDS.get(each) ?? '');
  const other =
    isIndexName(name) || !isMeat(toMatchKey(word).replace(/ /g, ''))
      ? undefined
      : [...JOINED_FOOD_WORDS.keys()].find((each) => isMeat(each) && each !== toMatchKey(word) && isIndexName(`${name} ${joiner} ${each}`));
  const dishName = other === undefined ? name : `${name} ${joiner} ${other}`;
  if (!isIndexName(dishName)) return null;
  // 'salvadoran pastelitos de carne': another kitchen of the list named beside a dish of its own name is that kitchen's dish
  // (masa turnovers), not the index's (Cuban guava pastries) with the food in it.
  const own = readIndexCuisine(dishName)?.toLowerCase();
  const isOtherKitchen = toMatchKey(prompt)
    .split(' ')
    .some((each) => IBERIAN_KITCHENS.has(each) && (KITCHEN_SPELLINGS.get(each) ?? each) !== own);
  if (other === undefined && isOtherKitchen) return null;
  const read = `${food} ${dishName}`;
  const start = found.index + whole.length - `${name} ${joiner} ${word}`.length;
  const rewritten = `${prompt.slice(0, start)}${read}${prompt.slice(found.index + whole.length)}`;
  return { prompt: rewritten, written: `${name} ${joiner} ${word}`, read };
}
