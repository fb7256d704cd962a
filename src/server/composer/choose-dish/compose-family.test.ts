import { describe, expect, it } from 'vitest';
import { FAMILY_TEMPLATES } from '../data/family-templates.ts';
import { findFoodsInText } from '../match-foods.ts';
import { recogniseDish } from '../read-request/recognise-dish.ts';
import { composeFamilyBlueprint } from './compose-family.ts';

const compose = (prompt: string, isAllowed: (key: string) => boolean = () => true) => {
  const dish = recogniseDish(prompt);
  if (!dish) throw new Error(`no dish in '${prompt}'`);
  return composeFamilyBlueprint(dish, findFoodsInText(prompt), isAllowed);
};
const keysOf = (specs: readonly string[]) => specs.map((spec) => spec.split(' ')[0]);

describe('composeFamilyBlueprint', () => {
  it("makes the family's template with the named food as its main ingredient", () => {
    const soup = compose('a leek soup');
    expect(soup?.t).toBe('Leek Soup');
    expect(keysOf(soup?.i ?? [])).toEqual([...keysOf(FAMILY_TEMPLATES.soup.base), 'leek']);
    expect(soup?.st.join(' ')).toContain('{leek}');
  });

  it('follows a named variant of the family (a risotto is not a generic rice dish; a BLT fries its bacon first)', () => {
    expect(keysOf(compose('pumpkin risotto')?.i ?? [])).toContain('arborio');
    expect(compose('a blt sandwich')?.st[0]).toMatch(/^Fry the \{bacon\}/);
  });

  it('answers nothing for a main ingredient it does not know, and leaves a forbidden food out of the title', () => {
    expect(compose('a quokka pie')).toBeNull();
    const mushrooms = new Set(findFoodsInText('mushroom').flat());
    expect(compose('a mushroom risotto', (key) => !mushrooms.has(key))?.t).toBe('Risotto');
  });
});
