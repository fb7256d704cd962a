import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints fixture sources with the project's real eslint.config.js, as if they sat at the given paths.
const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'forkcast/import-boundaries').map((message) => message.message);
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
