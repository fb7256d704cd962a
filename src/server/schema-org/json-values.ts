import * as cheerio from 'cheerio';
import { parseDuration, parseIsoDuration } from '../../domain/duration.ts';

export type TJson = null | boolean | number | string | TJson[] | { [key: string]: TJson };
export type TJsonObject = { [key: string]: TJson };

export function isObject(value: unknown): value is TJsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toArray(value: TJson | undefined): TJson[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

const ENTITY_DECODER = cheerio.load('');

/** Decodes entities and drops tags that some sites leave inside JSON-LD strings. */
export function cleanText(value: string): string {
  const withoutTags = value.includes('<') ? ENTITY_DECODER(`<div>${value}</div>`).text() : value;
  const decoded = withoutTags.includes('&') ? ENTITY_DECODER(`<div>${withoutTags}</div>`).text() : withoutTags;
  // WP Recipe Maker doubles the brackets of ingredient notes: '((full fat))'.
  return decoded
    .replace(/\s+/g, ' ')
    .replace(/\(\(([^()]*)\)\)/g, '($1)')
    .trim();
}

/** One HTML or plain string with line breaks, paragraphs or list items → its non-empty lines. */
export function splitHtmlLines(value: string): string[] {
  const lines = value.includes('<') ? ENTITY_DECODER(`<div>${value.replace(/<(br|\/p|\/li|\/div|\/h\d)\s*\/?>/gi, '\n$&')}</div>`).text() : value;
  return lines.split(/\n+/).map(cleanText).filter(Boolean);
}

/** Minutes from an ISO 8601 duration, or from a cook's text ('1:15 h' is not one; '35m' is). */
export function toMinutes(value: TJson | undefined): number | null {
  for (const item of toArray(value)) {
    // QuantitativeValue durations ({ maxValue: 'PT20M' }) appear on a few sites.
    const text = typeof item === 'string' ? item : isObject(item) && typeof item.maxValue === 'string' ? item.maxValue : null;
    if (!text) continue;
    const trimmed = text.trim();
    // 'PT32 M' (a stray space) and 'PTH30M' (an empty hour field) are common template slips.
    const iso = parseIsoDuration(/^P/i.test(trimmed) ? trimmed.replace(/\s+/g, '').replace(/^PTH/i, 'PT') : trimmed);
    if (iso !== null) return iso;
    if (/^P/i.test(text.trim())) return null;
    const parsed = parseDuration(text);
    if (parsed !== null) return parsed;
  }
  return null;
}

/**
 * The number of servings as text. Sites often give ['4', '4 servings'] or ['6', '6 to 8 servings']:
 * the first number is the recipe's own, and the text with words is kept when it starts with it.
 * A range keeps its upper end ('8-10' → '10'), as durations do, so scaling never runs short.
 */
export function toYield(value: TJson | undefined): string {
  const items = toArray(value).flatMap((item) => (typeof item === 'number' ? [String(item)] : typeof item === 'string' ? [cleanText(item)] : []));
  const first = items.find((item) => /\d/.test(item)) ?? items[0] ?? '';
  const worded = /^\d+$/.test(first) ? items.find((item) => item.startsWith(first) && /[a-z]/i.test(item) && !/^\d+\s*(?:-|–|to)\s*\d/i.test(item)) : undefined;
  const chosen = worded ?? first;
  // '4 - 6 servings' with spaced dashes reads as its first number, like the reference scrapers.
  return chosen.replace(/(\d+(?:\.\d+)?)(?:-|–|\s+to\s+)(\d+(?:\.\d+)?)/i, '$2');
}

export function isAbsoluteHttp(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** One picture a page offers, with its size when the page states it. */
export type TImageCandidate = { url: string; width: number | null; height: number | null };

/** A pixel size given as a number, a string ('1200', '1200px') or a QuantitativeValue. */
export function toDimension(value: TJson | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value === 'string') {
    const digits = /\d+/.exec(value)?.[0];
    return digits ? Number(digits) : null;
  }
  if (isObject(value)) return toDimension(value.value ?? value.maxValue ?? value.minValue);
  return null;
}

/** Every image of schema.org `image`, in order: strings, ImageObjects, @id references, nested arrays. */
export function readImageCandidates(value: TJson | undefined, index: Map<string, TJsonObject>): TImageCandidate[] {
  return toArray(value).flatMap((item): TImageCandidate[] => {
    if (Array.isArray(item)) return readImageCandidates(item, index);
    if (typeof item === 'string') return item.trim() ? [{ url: item.trim(), width: null, height: null }] : [];
    if (!isObject(item)) return [];
    const entry = typeof item['@id'] === 'string' && item.url === undefined && item.contentUrl === undefined ? (index.get(item['@id']) ?? item) : item;
    const url = toArray(entry.url ?? entry.contentUrl)[0];
    if (typeof url !== 'string' || !url.trim()) return [];
    return [{ url: url.trim(), width: toDimension(entry.width), height: toDimension(entry.height) }];
  });
}

/** A step's text without a typed bullet or number ('• Stir', '1. Stir', 'Step 2: Bake'), so a numbered text still reads as repeating its name. */
function withoutListMark(text: string): string {
  return text.replace(/^(?:[•·▪◦●▢☐]+\s*|[-–—*]+\s+)/, '').replace(/^(?:step\s*)?\d{1,2}\s*[.):]\s*/i, '');
}

/** Strings, HowToStep, HowToSection and ItemList, nested in any order, flattened to steps. */
export function toInstructions(value: TJson | undefined): string[] {
  const steps: string[] = [];
  const visit = (node: TJson, depth: number): void => {
    if (depth > 8 || node === null) return;
    if (typeof node === 'string') {
      steps.push(...splitHtmlLines(node));
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    if (!isObject(node)) return;
    if (node.itemListElement !== undefined) {
      // A HowToSection's name ('Make the batter') stays as a heading step before its own steps.
      if (typeof node.name === 'string' && toArray(node['@type']).includes('HowToSection')) visit(node.name, depth + 1);
      visit(node.itemListElement, depth + 1);
      return;
    }
    const text =
      typeof node.text === 'string' ? node.text : typeof node.name === 'string' ? node.name : typeof node.description === 'string' ? node.description : '';
    // A step's own name ('Parboil the fries') is a heading when the text does not merely repeat it;
    // a bare number or 'Step 2' says nothing, nor does a one-word lowercase label ('knead').
    const name = typeof node.name === 'string' ? cleanText(node.name) : '';
    const isHeading =
      name !== '' &&
      typeof node.text === 'string' &&
      !withoutListMark(cleanText(node.text)).startsWith(withoutListMark(name).replace(/[.:]+$/, '')) &&
      !/^(step\s*)?\d+[.:]?$/i.test(name) &&
      !/^[a-z]+$/.test(name);
    if (isHeading) steps.push(name);
    if (text) visit(text, depth + 1);
  };
  visit(value ?? null, 0);
  return steps;
}

export function toIngredients(value: TJson | undefined): string[] {
  const items = toArray(value).flatMap((item) => (Array.isArray(item) ? item : [item]));
  return items
    .flatMap((item) => {
      // An entry holding several lines (one string for the whole list, or a group typed into one entry) is split on its line breaks.
      if (typeof item === 'string') return /<br|\n/i.test(item) ? splitHtmlLines(item) : [cleanText(item)];
      // schema.org PropertyValue: { value: 2, unitText: 'cup', name: 'flour' }.
      if (isObject(item) && toArray(item['@type']).includes('PropertyValue')) {
        const parts = [item.value, item.unitText ?? item.unitCode, item.name].filter(
          (part): part is string | number => typeof part === 'string' || typeof part === 'number',
        );
        return [cleanText(parts.join(' '))];
      }
      return [];
    })
    .filter(Boolean);
}
