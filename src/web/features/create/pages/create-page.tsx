import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { profileQueryOptions } from '@/lib/api/profile.ts';
import { useAuthSession } from '@/lib/auth-client.ts';
import { CartActions, COOK_FROM_CART_PROMPT } from '../components/cart-actions.tsx';
import { CreateRecipeDialog } from '../components/create-recipe-dialog.tsx';
import { GenerationAllowance } from '../components/generation-allowance.tsx';
import { PromptForm } from '../components/prompt-form.tsx';
import { SaveRecipeModal } from '../components/save-recipe-modal.tsx';
import { SessionRecipeList } from '../components/session-recipe-list.tsx';
import { useCartLists } from '../hooks/use-cart-lists.ts';
import { useRecipeGeneration } from '../hooks/use-recipe-generation.ts';
import { useSessionRecipes } from '../hooks/use-session-recipes.ts';
import { useSharedRecipeArrival } from '../hooks/use-shared-recipe-arrival.ts';
import { createBlankRecipe } from '../lib/session-recipe.ts';
import './create-page.css';

/** /create (spec §2 Create Recipe). */
export function CreatePage() {
  const { data: session, isPending: isAuthPending } = useAuthSession();
  const userId = session?.user.id ?? null;
  // The route guard only renders this page for a signed-in user; the key keeps lists per user.
  return <CreateWorkspace key={userId ?? 'anonymous'} userId={userId} isAuthPending={isAuthPending} />;
}

function CreateWorkspace({ userId, isAuthPending }: { userId: string | null; isAuthPending: boolean }) {
  const profileQuery = useQuery({ ...profileQueryOptions(), enabled: userId !== null });
  const { recipes, addRecipe, addRecipeOnce, updateRecipe } = useSessionRecipes(userId ?? 'anonymous');
  const [openRecipeId, setOpenRecipeId] = useState<string | null>(null);
  const [saveRecipeId, setSaveRecipeId] = useState<string | null>(null);
  useSharedRecipeArrival(addRecipeOnce);
  const { lists: cartLists, itemCount } = useCartLists({ isEnabled: userId !== null });

  const { generate, isGenerating, validationError, clearValidationError, imagePendingIds } = useRecipeGeneration({
    userId,
    isAuthPending,
    profile: profileQuery.data,
    addRecipe,
    updateRecipe,
    cartLists,
  });

  const handleCreateBlank = () => {
    const blank = createBlankRecipe(crypto.randomUUID());
    addRecipe(blank);
    setOpenRecipeId(blank.id);
  };

  const profile = profileQuery.data;
  const isOutOfGenerations = profile !== undefined && !profile.isPro && profile.generationsLeft !== null && profile.generationsLeft <= 0;
  const openRecipe = recipes.find((recipe) => recipe.id === openRecipeId) ?? null;
  const saveRecipe = recipes.find((recipe) => recipe.id === saveRecipeId) ?? null;

  return (
    <section className="page create-page" aria-labelledby="create-heading">
      <header className="page-header">
        <h1 id="create-heading">Create Recipe</h1>
        <GenerationAllowance profile={profileQuery.data} isLoading={profileQuery.isPending && userId !== null} />
      </header>
      <PromptForm
        isGenerating={isGenerating}
        isOutOfGenerations={isOutOfGenerations}
        validationError={validationError}
        onGenerate={(prompt) => void generate(prompt)}
        onCreateBlank={handleCreateBlank}
        onPromptChange={() => {
          if (validationError) clearValidationError();
        }}
      />
      <CartActions itemCount={itemCount} isGenerating={isGenerating} onCookFromCart={() => void generate(COOK_FROM_CART_PROMPT)} />
      <SessionRecipeList recipes={recipes} imagePendingIds={imagePendingIds} onOpen={setOpenRecipeId} />
      <CreateRecipeDialog
        recipe={openRecipe}
        isImagePending={openRecipe ? imagePendingIds.has(openRecipe.id) : false}
        onClose={() => setOpenRecipeId(null)}
        onUpdate={updateRecipe}
        onSave={(id) => {
          setOpenRecipeId(null);
          setSaveRecipeId(id);
        }}
      />
      <SaveRecipeModal
        recipe={saveRecipe}
        isSignedIn={userId !== null}
        onClose={() => setSaveRecipeId(null)}
        onSaved={(id, saved) => {
          updateRecipe(id, { savedRecipeId: saved.id, notes: saved.notes, category: saved.category });
          setSaveRecipeId(null);
        }}
      />
    </section>
  );
}
