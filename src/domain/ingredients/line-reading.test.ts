import { describe, expect, it } from 'vitest';
import { scaleIngredientLine } from '../recipe-scaling.ts';
import { locateWrittenAmount, toLineReading, toWrittenReading } from './line-reading.ts';
import { parseIngredientLine } from './parse-ingredient-line.ts';

const readLine = (line: string) => toLineReading(parseIngredientLine(line));
const spanText = (line: string) => {
  const { span } = readLine(line);
  return span === null ? null : line.slice(span.start, span.end);
};

describe('toLineReading', () => {
  it('pins the amount and unit the reader read to their characters', () => {
    expect(spanText('1 1/2 cups flour')).toBe('1 1/2 cups');
    expect(spanText('About 2-3 cups stock')).toBe('2-3 cups');
    expect(spanText('400g flour')).toBe('400g');
    expect(spanText('1 fl oz rum')).toBe('1 fl oz');
    expect(spanText('a pinch of salt')).toBe('a pinch');
    expect(spanText('three eggs')).toBe('three');
    expect(readLine('2 tbsp butter or oil')).toEqual({
      quantity: 2,
      quantity2: null,
      unit: 'tbsp',
      span: { start: 0, end: 6, unitText: 'tbsp' },
      foodName: 'butter',
    });
  });

  it('keeps only the amount when the unit is written after the food or a word is no unit here', () => {
    expect(spanText('2 celery stalks')).toBe('2');
    expect(spanText('1 whole chicken')).toBe('1');
    expect(spanText('1 (14 oz) can tomatoes')).toBe('1');
  });

  it('spans a sum the reader added up, in the first unit', () => {
    const line = '1 cup plus 2 tablespoons flour';
    expect(spanText(line)).toBe('1 cup plus 2 tablespoons');
    expect(scaleIngredientLine(line, { factor: 2, system: 'original', reading: readLine(line) })).toBe('2¼ cups flour');
  });

  it('gives no span where the line has no amount the reader read', () => {
    expect(readLine('For the sauce:').span).toBeNull();
    expect(readLine('salt to taste')).toMatchObject({ quantity: null, span: null });
    expect(readLine('Juice of 1 lime').span).toBeNull();
    expect(readLine('A little olive oil').span).toBeNull();
  });
});

describe('scaling with a reading', () => {
  it('rewrites only the span: words in front and after stay as written', () => {
    const line = 'About 2-3 cups of stock, warm';
    expect(scaleIngredientLine(line, { factor: 2, system: 'original', reading: readLine(line) })).toBe('About 4–6 cups of stock, warm');
    expect(scaleIngredientLine(line, { factor: 2, system: 'metric', reading: readLine(line) })).toBe('About 1–1.5 l of stock, warm');
  });

  it('follows the reading, not the characters: a line the reader gives no amount stays as written', () => {
    const line = '2 cups flour';
    const reading = { ...readLine(line), quantity: null, span: null };
    expect(scaleIngredientLine(line, { factor: 2, system: 'original', reading })).toBe(line);
  });

  it('reads the written amount when a reading does not fit the line (another line, or none yet)', () => {
    const stale = readLine('About 2-3 cups of stock, warm');
    expect(scaleIngredientLine('2 eggs', { factor: 2, system: 'original', reading: stale })).toBe('4 eggs');
    expect(scaleIngredientLine('2 eggs', { factor: 2, system: 'original' })).toBe('4 eggs');
  });
});

describe('locateWrittenAmount', () => {
  it('finds a leading number, range or number word and the unit after it', () => {
    expect(locateWrittenAmount('2 - 3 tbsp oil')).toMatchObject({ quantity: 2, quantity2: 3, unit: 'tbsp', unitText: 'tbsp' });
    expect(locateWrittenAmount('½ handful basil')).toMatchObject({ quantity: 0.5, unit: 'handful' });
    expect(locateWrittenAmount('2 large onions')).toMatchObject({ quantity: 2, unit: null, end: 1 });
  });

  it('takes an article as one only before a unit, and nothing in the middle of a line', () => {
    expect(locateWrittenAmount('a large onion')).toBeNull();
    expect(locateWrittenAmount('Juice of 1 lime')).toBeNull();
    expect(toWrittenReading('salt to taste')).toEqual({ quantity: null, quantity2: null, unit: null, span: null, foodName: '' });
  });

  it('looks only at the start of an overlong line', () => {
    const line = `1${' 1'.repeat(3000)} cup flour`;
    const start = performance.now();
    locateWrittenAmount(line);
    expect(performance.now() - start).toBeLessThan(50);
  });
});
