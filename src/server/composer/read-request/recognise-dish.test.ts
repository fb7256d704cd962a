import { describe, expect, it } from 'vitest';
import { recogniseDish } from './recognise-dish.ts';

describe('recogniseDish', () => {
  it('names a particular dish with its family and a title pattern that finds it', () => {
    const dish = recogniseDish('a vegan lasagna please');
    expect(dish?.family).toBe('pasta');
    expect(dish?.isSpecific).toBe(true);
    expect(dish?.phrase).toBe('lasagna');
    // 'lasagna' also finds 'Lasagne'.
    expect(dish?.titlePattern.test('Classic Lentil Lasagne')).toBe(true);
    expect(dish?.titlePattern.test('Penne Arrabbiata')).toBe(false);
    expect(recogniseDish('banana bread')?.family).toBe('quick-bread');
  });

  it('tells a family word from a particular dish, and keeps the words it does not know', () => {
    expect(recogniseDish('a soup')?.isSpecific).toBe(false);
    expect(recogniseDish('a quokka pie')?.unknownWords).toContain('quokka');
    expect(recogniseDish('something tasty')).toBeNull();
  });
});
