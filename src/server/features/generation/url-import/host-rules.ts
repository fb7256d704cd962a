import type * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { cleanText, toMinutes, toYield } from '../../../schema-org/json-values.ts';

/**
 * A few sites whose structured data is wrong or incomplete in a way their own page markup is not.
 * Each rule mirrors what the recipe-scrapers project's scraper for that site does (named in `mirrors`),
 * so an import reads the site as that reference does; docs/url-import.md lists them. A rule's list
 * replaces the structured one only when it finds something.
 */
export type THostRule = {
  hosts: string[];
  /** The recipe-scrapers scraper this rule follows. */
  mirrors: string;
  readIngredients?: ($: cheerio.CheerioAPI, declared: string[]) => string[];
  readInstructions?: ($: cheerio.CheerioAPI) => string[];
  readDetails?: ($: cheerio.CheerioAPI) => Partial<THostDetails>;
};

export type THostDetails = { servings: string; prepMinutes: number | null; cookMinutes: number | null; totalMinutes: number | null };

function isElement(node: AnyNode): node is Element {
  return 'tagName' in node;
}

/** The element's text pieces, each trimmed, joined by one space (BeautifulSoup's get_text(' ', strip=True)). */
function readSpacedText($: cheerio.CheerioAPI, element: Element): string {
  const pieces: string[] = [];
  const visit = (node: AnyNode): void => {
    if (node.type === 'text' && 'data' in node) {
      const piece = node.data.trim();
      if (piece) pieces.push(piece);
    } else if (isElement(node) && node.tagName !== 'script' && node.tagName !== 'style') {
      for (const child of node.children) visit(child);
    }
  };
  visit(element);
  return cleanText($('<div>').text(pieces.join(' ')).text());
}

function readTexts($: cheerio.CheerioAPI, selector: string, within?: string): string[] {
  return (within ? $(within).first().find(selector) : $(selector))
    .toArray()
    .map((element) => cleanText($(element).text()))
    .filter(Boolean);
}

const HOST_RULES: THostRule[] = [
  {
    // Its microdata leaves the ingredients blank and breaks the steps' JSON; the page lists both.
    hosts: ['ninjatestkitchen.com', 'ninjatestkitchen.eu'],
    mirrors: 'NinjaTestKitchen: the first imperial ingredient group (quantity, then name) and the first ul.single-method__method, li p',
    readIngredients: ($) =>
      $('div.single-ingredients__group[data-unit="imperial"]')
        .first()
        .find('div.single-ingredients__item ul.single-ingredients__list li')
        .toArray()
        .map((item) => {
          const quantity = cleanText($(item).find('span.font-weight-semi-bold').first().text());
          const whole = cleanText($(item).text());
          return quantity ? `${quantity} ${whole.replace(quantity, '').trim()}` : whole;
        })
        .filter(Boolean),
    readInstructions: ($) => readTexts($, 'li p', 'ul.single-method__method'),
  },
  {
    // Its JSON-LD steps carry one-word names ('combine', 'knead') and section names that are not steps.
    hosts: ['adrianasbestrecipes.com'],
    mirrors: 'AdrianasBestRecipes: div.wprm-recipe-instruction-group li.wprm-recipe-instruction',
    readInstructions: ($) => readTexts($, 'div.wprm-recipe-instruction-group li.wprm-recipe-instruction'),
  },
  {
    // Its JSON-LD ingredient list holds the diet labels; the lines are data attributes of the page.
    hosts: ['alittlebityummy.com'],
    mirrors: 'ALittleBitYummy: amounts from b.ingredient-unit-display data attributes; prep, cook and their sum from .recipe-meta',
    readIngredients: ($) => {
      const lines = $('.ingredients-tab-content div:has(b.ingredient-unit-display)')
        .toArray()
        .flatMap((block) => {
          const unit = $(block).find('b.ingredient-unit-display').first();
          const name = $(block).find('span.ingredient-name-display').first();
          if (unit.length === 0 || name.length === 0) return [];
          const primary = `${(unit.attr('data-primary-amount') ?? '').trim()} ${(unit.attr('data-primary-unit') ?? '').trim()}`.trim();
          const secondaryAmount = (unit.attr('data-secondary-amount') ?? '').trim();
          const amount = secondaryAmount ? `${primary} (${secondaryAmount} ${(unit.attr('data-secondary-unit') ?? '').trim()})` : primary;
          return [cleanText(`${amount} ${name.text()}`)];
        });
      return [...new Set(lines)];
    },
    readDetails: ($) => {
      const read = (label: string): number | null => {
        const span = $('.recipe-meta span')
          .toArray()
          .find((element) => $(element).text().includes(label) && $(element).find('span').length > 0);
        return span ? toMinutes(cleanText($(span).find('span').first().text()).toLowerCase()) : null;
      };
      const prepMinutes = read('PREP IN');
      const cookMinutes = read('COOKS IN');
      const totalMinutes = prepMinutes !== null || cookMinutes !== null ? (prepMinutes ?? 0) + (cookMinutes ?? 0) : null;
      return { prepMinutes, cookMinutes, totalMinutes: totalMinutes || null };
    },
  },
  {
    // WP Recipe Maker's JSON-LD wraps the notes in brackets; the page's list reads as written.
    hosts: ['culinaryhill.com'],
    mirrors: 'CulinaryHill: ul.wprm-recipe-ingredients > li.wprm-recipe-ingredient, text pieces joined by spaces, without ▢',
    readIngredients: ($) =>
      $('ul.wprm-recipe-ingredients > li.wprm-recipe-ingredient')
        .toArray()
        .map((item) => cleanText(readSpacedText($, item).replace(/\u25a2/g, '')))
        .filter(Boolean),
  },
  {
    // The JSON-LD drops the metric amounts the page shows.
    hosts: ['eggs.ca'],
    mirrors: 'EggsCa: .ingredient__amount and .ingredient__ingredient of each .ingredient',
    readIngredients: ($) =>
      $('.ingredients__sections .ingredient, .ingredients__wrap--simple .ingredient')
        .toArray()
        .map((item) =>
          $(item)
            .find('.ingredient__amount, .ingredient__ingredient')
            .toArray()
            .map((part) => cleanText($(part).text()))
            .join(' '),
        )
        .map(cleanText)
        .filter(Boolean),
  },
  {
    // Its JSON-LD lists the ingredient group headings among the ingredients.
    hosts: ['gourmettraveller.com.au'],
    mirrors: 'GourmetTraveller: schema ingredients without the div.recipe-ingredients__title headings',
    readIngredients: ($, declared) => {
      const headings = new Set(readTexts($, 'div.recipe-ingredients__title'));
      return headings.size > 0 ? declared.filter((line) => !headings.has(line)) : [];
    },
  },
  {
    // Its structured amounts differ from the ones the page shows ('2.5 cup' for '2½ cup').
    hosts: ['bodybuilding.com'],
    mirrors: 'Bodybuilding: the first ul.bb-recipe__ingredient-list, its li',
    readIngredients: ($) => readTexts($, 'li', 'ul.bb-recipe__ingredient-list'),
  },
  {
    // Its JSON-LD has no recipeYield; the page shows the servings beside an icon.
    hosts: ['greatbritishchefs.com'],
    mirrors: 'GreatBritishChefs: yields from the text around .gbcicon-serves',
    readDetails: ($) => ({ servings: toYield(cleanText($('.gbcicon-serves').first().parent().text())) }),
  },
  {
    // Its JSON-LD has no recipeYield; the ingredients heading says 'Ingredients for 4 servings'.
    hosts: ['fitmencook.com'],
    mirrors: 'FitMenCook: yields from the last whole number in the h4 headings, as servings',
    readDetails: ($) => {
      const numbers = $('h4')
        .toArray()
        .flatMap((heading) =>
          $(heading)
            .text()
            .split(/\s+/)
            .filter((word) => /^\d+$/.test(word)),
        );
      const last = numbers.at(-1);
      return last ? { servings: `${last} servings` } : {};
    },
  },
];

/** The rule for the page's site (its host or a subdomain of it), if there is one. */
export function findHostRule(pageUrl: string): THostRule | undefined {
  let host: string;
  try {
    host = new URL(pageUrl).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return HOST_RULES.find((rule) => rule.hosts.some((ruleHost) => host === ruleHost || host.endsWith(`.${ruleHost}`)));
}
