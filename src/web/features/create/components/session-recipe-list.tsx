import { RecipeCard, RecipeCardPlaceholder, RecipeGrid, type TRecipeCardTag } from '../../../components/recipe/recipe-card.tsx';
import { formatTotalTime } from '../../../lib/format-recipe-time.ts';
import type { TSessionRecipe } from '../lib/session-recipe.ts';

type TSessionRecipeListProps = {
  recipes: TSessionRecipe[];
  /** Stored recipes still being read (after a refresh): each keeps a card's place meanwhile. */
  restoringCount?: number;
  imagePendingIds: ReadonlySet<string>;
  onOpen: (id: string) => void;
};

function toTags(recipe: TSessionRecipe): TRecipeCardTag[] {
  const tags: TRecipeCardTag[] = [];
  if (recipe.source === 'shared') tags.push({ label: 'Shared' });
  if (recipe.savedRecipeId) tags.push({ label: 'Saved', tone: 'success' });
  return tags;
}

/** This session's recipes, newest first; each card opens the recipe dialog. */
export function SessionRecipeList({ recipes, restoringCount = 0, imagePendingIds, onOpen }: TSessionRecipeListProps) {
  return (
    <section className="create-session" aria-labelledby="session-recipes-heading">
      <h2 id="session-recipes-heading">Your recipes this session</h2>
      {recipes.length === 0 && restoringCount === 0 ? (
        <p className="create-session__empty">Recipes you generate or create appear here.</p>
      ) : (
        <RecipeGrid label="Generated recipes" isBusy={restoringCount > 0}>
          {recipes.map((recipe) => (
            <RecipeCard
              key={recipe.id}
              title={recipe.title}
              imageUrl={recipe.imageUrl}
              isImagePending={imagePendingIds.has(recipe.id)}
              tags={toTags(recipe)}
              facts={[formatTotalTime(recipe), recipe.servings ? `Serves ${recipe.servings}` : ''].filter(Boolean)}
              onOpen={() => onOpen(recipe.id)}
            />
          ))}
          {Array.from({ length: restoringCount }, (_, index) => (
            <RecipeCardPlaceholder key={`restoring-${index}`} />
          ))}
        </RecipeGrid>
      )}
    </section>
  );
}
