import { describe, expect, it } from 'vitest';
import { matchCartItem } from '../match-foods.ts';
import { NO_DIET } from '../test-helpers.ts';
import { readPantry, readUseSoonKeys } from './read-pantry.ts';

const request = (cartItems: string[], useSoonItems?: string[]) => ({ prompt: 'dinner', dietary: NO_DIET, cartItems, useSoonItems, seed: 0 });

describe('readPantry', () => {
  it('matches cart items to foods, once each, dropping the unknown and the ones the cook may not have', () => {
    const pantry = readPantry(request(['Eggs', 'eggs', 'Flux capacitor', 'Milk', 'Spinach']), (food) => food.key !== matchCartItem('Milk'));
    const keys = pantry.map((food) => food.key);
    expect(keys).toEqual([matchCartItem('Eggs'), matchCartItem('Spinach')]);
  });

  it('puts what should be used soon first', () => {
    const pantry = readPantry(request(['Eggs', 'Milk', 'Spinach'], ['Spinach']), () => true);
    expect(pantry[0]?.key).toBe(matchCartItem('Spinach'));
    expect(readUseSoonKeys(request([], ['Spinach', 'Flux capacitor']))).toEqual(new Set([matchCartItem('Spinach')]));
  });
});
