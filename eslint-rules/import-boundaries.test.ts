import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints fixture sources with the project's real eslint.config.js, as if they sat at the given paths.
const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function lint(filePath: string, code: string, ruleId = 'forkcast/import-boundaries'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

describe('forkcast/import-boundaries', () => {
  it("fails a feature importing another feature's internals, relative or through @/", async () => {
    const messages = await lint(
      'src/web/features/create/pages/fixture.tsx',
      [
        "import { useShareRecipe } from '../../saved/api/share-recipe.ts';",
        "import { RecipeCard } from '@/features/saved/components/recipe-card.tsx';",
        "export { SavedPage } from '../../saved/pages/saved-page.tsx';",
        "export const load = () => import('../../settings/pages/settings-page.tsx');",
        'useShareRecipe(); RecipeCard;',
      ].join('\n'),
    );
    expect(messages).toHaveLength(4);
    expect(messages[0]).toContain("Feature 'create' imports feature 'saved'");
    expect(messages[3]).toContain("feature 'settings'");
  });

  it('fails shared code importing a feature', async () => {
    const messages = await lint('src/web/components/recipe/fixture.tsx', "import { SavedPage } from '@/features/saved/pages/saved-page.tsx';\nSavedPage;");
    expect(messages).toEqual([expect.stringContaining("Shared code imports feature 'saved'")]);
  });

  it('lets a feature import itself, shared code, the domain and packages', async () => {
    const messages = await lint(
      'src/web/features/create/pages/fixture.tsx',
      [
        "import { useGenerateImage } from '../api/generate-image.ts';",
        "import { RecipeDialog } from '@/components/recipe/recipe-dialog.tsx';",
        "import { profileKeys } from '@/lib/api/profile.ts';",
        "import { RECIPE_LIMITS } from '@domain/recipe.ts';",
        "import { useQuery } from '@tanstack/react-query';",
        'useGenerateImage; RecipeDialog; profileKeys; RECIPE_LIMITS; useQuery;',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('lets the router import every feature page', async () => {
    expect(await lint('src/web/router-fixture.tsx', "export const load = () => import('./features/saved/pages/saved-page.tsx');")).toEqual([]);
  });
});

describe('forkcast/server-layering', () => {
  const lintServer = (filePath: string, code: string) => lint(filePath, code, 'forkcast/server-layering');

  it('fails a server feature importing another feature, statically, by re-export or dynamically', async () => {
    const messages = await lintServer(
      'src/server/features/meal-plan/fixture.ts',
      [
        "import { toSavedRecipe } from '../recipes/recipe-row.ts';",
        "export { getRecipe } from '../recipes/get-recipe.ts';",
        "export const load = () => import('../cart/list-cart.ts');",
        'toSavedRecipe;',
      ].join('\n'),
    );
    expect(messages).toHaveLength(3);
    expect(messages[0]).toContain("Server feature 'meal-plan' imports feature 'recipes'");
    expect(messages[2]).toContain("feature 'cart'");
  });

  it('fails shared server code importing a feature, the server importing the web, and the domain importing either', async () => {
    expect(await lintServer('src/server/cache/fixture.ts', "import { listRecipes } from '../features/recipes/list-recipes.ts';\nlistRecipes;")).toEqual([
      expect.stringContaining("Shared server code imports feature 'recipes'"),
    ]);
    expect(await lintServer('src/server/features/cart/fixture.ts', "import { paths } from '../../../web/paths.ts';\npaths;")).toEqual([
      expect.stringContaining('Server code imports the web app'),
    ]);
    expect(await lintServer('src/domain/fixture.ts', "import { AppError } from '../server/errors.ts';\nAppError;")).toEqual([
      expect.stringContaining('src/domain imports server code'),
    ]);
  });

  it('lets a feature import itself, shared server modules and the domain, and the app register every feature', async () => {
    const messages = await lintServer(
      'src/server/features/meal-plan/fixture.ts',
      [
        "import { toMealPlanEntry } from './entry-row.ts';",
        "import { toSavedRecipe } from '../../db/recipe-row.ts';",
        "import { AppError } from '../../errors.ts';",
        "import { ZAddMealPlanEntrySchema } from '../../../domain/meal-plan.ts';",
        "import { eq } from 'drizzle-orm';",
        'toMealPlanEntry; toSavedRecipe; AppError; ZAddMealPlanEntrySchema; eq;',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
    expect(await lintServer('src/server/app.ts', "import { recipeRoutes } from './features/recipes/routes.ts';\nrecipeRoutes;")).toEqual([]);
  });
});
