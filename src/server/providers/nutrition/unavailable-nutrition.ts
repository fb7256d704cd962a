import { AppError } from '../../errors.ts';
import type { TNutritionProvider } from './nutrition-provider.ts';

/**
 * TEMPORARY default until the built-in nutrition table is merged: /nutrition answers a clear 502.
 * Replaced in create-deps.ts by createBuiltinNutrition / createFdcNutrition.
 */
export function createUnavailableNutrition(): TNutritionProvider {
  return {
    name: 'builtin',
    async computeNutrition() {
      throw new AppError('UPSTREAM_ERROR', 'No nutrition source is configured.');
    },
  };
}
