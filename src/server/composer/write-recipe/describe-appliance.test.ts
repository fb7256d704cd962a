import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../catalogue.ts';
import { describeAppliance } from './describe-appliance.ts';

const hotDish = CATALOGUE.find((blueprint) => blueprint.isHot && blueprint.kind !== 'grill' && !blueprint.meals.includes('drink'));
const coldDish = CATALOGUE.find((blueprint) => !blueprint.isHot);

describe('describeAppliance', () => {
  it('adds a closing step for the appliance the prompt names', () => {
    if (!hotDish) throw new Error('no hot dish in the catalogue');
    expect(describeAppliance('chicken in the air fryer', hotDish)).toMatch(/^Air fryer:/);
    expect(describeAppliance('a crock-pot stew', hotDish)).toMatch(/^Slow cooker:/);
    expect(describeAppliance('Instant Pot lentils', hotDish)).toMatch(/^Instant Pot:/);
    expect(describeAppliance('something for the bbq', hotDish)).toMatch(/^On the grill:/);
    expect(describeAppliance('a stew', hotDish)).toBeNull();
  });

  it('adds nothing to a cold dish or a drink', () => {
    if (!coldDish) throw new Error('no cold dish in the catalogue');
    expect(describeAppliance('in the air fryer', coldDish)).toBeNull();
  });
});
