import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toUseSoonPrompt } from '../../../../domain/cart-rules.ts';
import { UseSoonStrip } from '../../../components/use-soon-strip.tsx';
import { profileQueryOptions } from '../../../lib/api/profile.ts';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { discardDraft, toUserDraftPlace } from '../../../lib/drafts.ts';
import { useDeletedSavedIds } from '../api/get-saved-recipe.ts';
import { CartActions, COOK_FROM_CART_PROMPT } from '../components/cart-actions.tsx';
import { GenerationAllowance } from '../components/generation-allowance.tsx';
import { PromptForm } from '../components/prompt-form.tsx';
import { SessionRecipeList } from '../components/session-recipe-list.tsx';
import { useCartLists } from '../hooks/use-cart-lists.ts';
import { useRecipeGeneration } from '../hooks/use-recipe-generation.ts';
import { useSessionRecipes } from '../hooks/use-session-recipes.ts';
import { useSharedRecipeArrival } from '../hooks/use-shared-recipe-arrival.ts';
import { createBlankRecipe, type TSessionRecipe } from '../lib/session-recipe.ts';
import { lazyDialog, MountWhenOpened, usePreloadAfterFirstInteraction } from '../../../lib/lazy-dialog.tsx';
import './create-page.css';

// The dialogs load with their own chunks: the recipe dialog brings the ingredient reader and the food table.
const CreateRecipeDialog = lazyDialog(async () => (await import('../components/create-recipe-dialog.tsx')).CreateRecipeDialog);
const SaveRecipeModal = lazyDialog(async () => (await import('../components/save-recipe-modal.tsx')).SaveRecipeModal);

/** /create, the Create Recipe page. */
export function CreatePage() {
  const { data: session, isPending: isAuthPending } = useAuthSession();
  const userId = session?.user.id ?? null;
  // The route guard only renders this page for a signed-in user; the key keeps lists per user.
  return <CreateWorkspace key={userId ?? 'anonymous'} userId={userId} isAuthPending={isAuthPending} />;
}

function CreateWorkspace({ userId, isAuthPending }: { userId: string | null; isAuthPending: boolean }) {
  const profileQuery = useQuery({ ...profileQueryOptions(), enabled: userId !== null });
  const { recipes, restoringCount, addRecipe, addRecipeOnce, updateRecipe } = useSessionRecipes(userId ?? 'anonymous');
  const [openRecipeId, setOpenRecipeId] = useState<string | null>(null);
  // A blank recipe lives only in its dialog until the cook saves something: no empty card.
  const [blankDraft, setBlankDraft] = useState<TSessionRecipe | null>(null);
  const [saveRecipeId, setSaveRecipeId] = useState<string | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  // The landing page's prompt fills the box once; the address bar is cleaned so a refresh starts empty.
  const [initialPrompt] = useState(() => searchParams.get('prompt') ?? '');
  useEffect(() => {
    if (!searchParams.has('prompt')) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('prompt');
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);
  useSharedRecipeArrival(addRecipeOnce);
  const { lists: cartLists, itemCount, useSoonItems, today } = useCartLists({ isEnabled: userId !== null });
  // A tap on a use-soon item fills the prompt with it (the form starts again from that text).
  const [promptSeed, setPromptSeed] = useState({ key: 0, text: '' });
  const promptDraftPlace = useMemo(() => toUserDraftPlace(userId, 'create-prompt'), [userId]);

  const { generate, isGenerating, validationError, clearValidationError, imagePendingIds } = useRecipeGeneration({
    userId,
    isAuthPending,
    profile: profileQuery.data,
    addRecipe,
    updateRecipe,
    cartLists,
  });

  // 'Saved' on a card holds only while the saved recipe exists: deleted on /saved, the badge goes.
  const savedIds = useMemo(() => recipes.flatMap((recipe) => (recipe.savedRecipeId ? [recipe.savedRecipeId] : [])), [recipes]);
  const deletedSavedIds = useDeletedSavedIds(savedIds);
  useEffect(() => {
    for (const recipe of recipes) {
      if (recipe.savedRecipeId && deletedSavedIds.has(recipe.savedRecipeId)) updateRecipe(recipe.id, { savedRecipeId: null });
    }
  }, [recipes, deletedSavedIds, updateRecipe]);

  const handleCreateBlank = () => {
    const blank = createBlankRecipe(crypto.randomUUID());
    setBlankDraft(blank);
    setOpenRecipeId(blank.id);
  };

  // The draft becomes a session card with its first saved change.
  const handleUpdate = (id: string, patch: Partial<TSessionRecipe>) => {
    if (blankDraft?.id === id) {
      addRecipe({ ...blankDraft, ...patch });
      setBlankDraft(null);
      return;
    }
    updateRecipe(id, patch);
  };
  const findRecipe = (id: string | null) => (id === null ? null : (recipes.find((recipe) => recipe.id === id) ?? (blankDraft?.id === id ? blankDraft : null)));

  const profile = profileQuery.data;
  const isOutOfGenerations = profile !== undefined && !profile.isPro && profile.generationsLeft !== null && profile.generationsLeft <= 0;
  const openRecipe = findRecipe(openRecipeId);
  const saveRecipe = findRecipe(saveRecipeId);
  usePreloadAfterFirstInteraction(CreateRecipeDialog.preload);

  return (
    <section className="page create-page" aria-labelledby="create-heading">
      <header className="page-header">
        <h1 id="create-heading">Create Recipe</h1>
        <GenerationAllowance profile={profileQuery.data} isLoading={profileQuery.isPending && userId !== null} />
      </header>
      <UseSoonStrip items={useSoonItems} today={today} onUse={(name) => setPromptSeed((seed) => ({ key: seed.key + 1, text: toUseSoonPrompt(name) }))} />
      <PromptForm
        key={promptSeed.key}
        initialPrompt={promptSeed.text || initialPrompt}
        isGenerating={isGenerating}
        isOutOfGenerations={isOutOfGenerations}
        validationError={validationError}
        draftPlace={promptDraftPlace}
        // Sent: the prompt is no longer a draft (a refused one stays, to be fixed).
        onGenerate={(prompt) =>
          void generate(prompt).then((isSent) => {
            if (isSent) discardDraft(promptDraftPlace);
          })
        }
        onCreateBlank={handleCreateBlank}
        onPromptChange={() => {
          if (validationError) clearValidationError();
        }}
      />
      <CartActions itemCount={itemCount} isGenerating={isGenerating} onCookFromCart={() => void generate(COOK_FROM_CART_PROMPT)} />
      <SessionRecipeList recipes={recipes} restoringCount={restoringCount} imagePendingIds={imagePendingIds} onOpen={setOpenRecipeId} />
      <MountWhenOpened isOpen={openRecipe !== null} title={openRecipe?.title}>
        <CreateRecipeDialog.Component
          recipe={openRecipe}
          userId={userId}
          isImagePending={openRecipe ? imagePendingIds.has(openRecipe.id) : false}
          onClose={() => {
            setOpenRecipeId(null);
            setBlankDraft(null);
          }}
          onUpdate={handleUpdate}
          onSave={(id) => {
            setOpenRecipeId(null);
            setSaveRecipeId(id);
          }}
        />
      </MountWhenOpened>
      <MountWhenOpened isOpen={saveRecipe !== null}>
        <SaveRecipeModal.Component
          recipe={saveRecipe}
          isSignedIn={userId !== null}
          onClose={() => {
            setSaveRecipeId(null);
            if (blankDraft?.id === saveRecipeId) setBlankDraft(null);
          }}
          onSaved={(id, saved) => {
            handleUpdate(id, { savedRecipeId: saved.id, notes: saved.notes, category: saved.category });
            setSaveRecipeId(null);
          }}
        />
      </MountWhenOpened>
    </section>
  );
}
