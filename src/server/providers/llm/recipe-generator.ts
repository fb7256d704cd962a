import type { TDietary } from '../../../domain/profile.ts';

export type TRecipeRequest = {
  prompt: string;
  /** Names of the cook's cart items (pantry, refrigerator, freezer). */
  cartItems: string[];
  dietary: TDietary;
  /** Same input and seed → same recipe (built-in composer); a new seed → a different one. */
  seed: number;
  /** Set on the second attempt after the dietary guard found a violation, naming it. */
  violationFeedback?: string;
};

/**
 * A recipe generator returns the raw AI recipe response (spec §3). It is `unknown` on purpose:
 * the caller always runs the §5 format check and the dietary guard on it, whoever produced it.
 */
export type TRecipeGenerator = {
  name: 'builtin' | 'openai';
  generate: (request: TRecipeRequest) => Promise<unknown>;
};
