const LEADING_AMOUNT = /^[\s\d/.,\-–~½¼¾⅓⅔⅛]+/;
const UNIT_WORDS =
  /^(cups?|c\.|tablespoons?|tbsps?|tbs|teaspoons?|tsps?|grams?|g|kg|kilograms?|ml|millilit(?:er|re)s?|l|lit(?:er|re)s?|oz|ounces?|lbs?|pounds?|cans?|tins?|jars?|cloves?|pinch(?:es)?|handfuls?|slices?|pieces?|sprigs?|bunch(?:es)?|sticks?|packs?|packages?|dash(?:es)?|large|medium|small|whole)\b\.?\s*/i;

/** 'chicken thighs' from '2 lb boneless chicken thighs, diced': the short name a card can show. */
export function toIngredientDisplayName(line: string): string {
  let name = line.replace(/\([^)]*\)/g, ' ').replace(LEADING_AMOUNT, '');
  for (let round = 0; round < 3; round += 1) name = name.replace(UNIT_WORDS, '').replace(LEADING_AMOUNT, '');
  name = name.replace(/^of\s+/i, '').split(/[,(;]/)[0] ?? '';
  return name.replace(/\s+/g, ' ').trim();
}
