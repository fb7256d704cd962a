import { AppError } from '../../errors.ts';
import type { TRecipeGenerator } from './recipe-generator.ts';

/**
 * TEMPORARY default until the built-in composer is merged: the app starts, and generation
 * answers a clear 502 instead of crashing. Replaced in create-deps.ts by createBuiltinComposer.
 */
export function createUnavailableGenerator(): TRecipeGenerator {
  return {
    name: 'builtin',
    async generate() {
      throw new AppError('UPSTREAM_ERROR', 'No recipe generator is configured.');
    },
  };
}
