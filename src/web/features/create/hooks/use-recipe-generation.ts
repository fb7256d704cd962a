import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { TGenerateRecipeRequest } from '../../../../domain/generation.ts';
import type { TProfile } from '../../../../domain/profile.ts';
import { isUrlPrompt } from '../../../../domain/prompt-rules.ts';
import { hasErrorCode, readErrorMessage } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/api/profile.ts';
import { notify } from '../../../lib/toast.ts';
import { useGenerateImage } from '../api/generate-image.ts';
import { useGenerateRecipe } from '../api/generate-recipe.ts';
import { checkPrompt } from '../lib/check-prompt.ts';
import { readDietaryLabels, toSessionRecipe, type TSessionRecipe } from '../lib/session-recipe.ts';

export const OFFLINE_GENERATION_MESSAGE = "You're offline. Creating a recipe needs the network: try again when you're back online.";

type TGenerationOptions = {
  userId: string | null;
  isAuthPending: boolean;
  profile: TProfile | undefined;
  addRecipe: (recipe: TSessionRecipe) => void;
  updateRecipe: (id: string, patch: Partial<TSessionRecipe>) => void;
  /** The cart's names; use-soon ones first and also on their own. */
  cartLists?: { cartList: string[]; useSoonList: string[] };
};

/** Generating a recipe: the prompt checks, the call, the toasts, then the image. */
export function useRecipeGeneration({ userId, isAuthPending, profile, addRecipe, updateRecipe, cartLists }: TGenerationOptions) {
  const queryClient = useQueryClient();
  const generateMutation = useGenerateRecipe();
  // A ref, not state: two clicks in the same tick both see the state before React re-renders.
  const isRunningRef = useRef(false);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [imagePendingIds, setImagePendingIds] = useState<ReadonlySet<string>>(new Set());
  const { mutateAsync } = generateMutation;
  const { mutateAsync: generateImage } = useGenerateImage();

  const attachImage = useCallback(
    async (recipe: TSessionRecipe) => {
      setImagePendingIds((current) => new Set(current).add(recipe.id));
      try {
        const { imageUrl } = await generateImage({ title: recipe.title, ingredients: recipe.ingredients });
        updateRecipe(recipe.id, { imageUrl });
      } catch {
        notify.error('Recipe text processed, but image generation failed.');
      } finally {
        setImagePendingIds((current) => {
          const next = new Set(current);
          next.delete(recipe.id);
          return next;
        });
      }
    },
    [updateRecipe, generateImage],
  );

  const generate = useCallback(
    async (prompt: string): Promise<boolean> => {
      if (isRunningRef.current) return false;
      const message = checkPrompt({
        prompt,
        isAuthPending,
        userId,
        isPro: profile ? profile.isPro : null,
        generationsLeft: profile ? profile.generationsLeft : null,
      });
      // Offline, say so beside the prompt rather than fail: the composer runs on the server.
      const offlineMessage = !message && !navigator.onLine ? OFFLINE_GENERATION_MESSAGE : null;
      setValidationError(message ?? offlineMessage);
      if (message || offlineMessage || !userId) return false;

      const trimmed = prompt.trim();
      const body: TGenerateRecipeRequest = isUrlPrompt(trimmed)
        ? { prompt: trimmed, userId, isUrl: true }
        : {
            prompt: trimmed,
            userId,
            cartList: cartLists?.cartList ?? [],
            ...(cartLists && cartLists.useSoonList.length > 0 ? { useSoonList: cartLists.useSoonList } : {}),
            dietary: readDietaryLabels(profile?.dietary),
          };

      isRunningRef.current = true;
      try {
        const { recipe, generationsLeft, matchNote } = await mutateAsync(body);
        notify.success('Recipe generated!');
        queryClient.setQueryData<TProfile>(profileKeys.all, (current) => (current ? { ...current, generationsLeft } : current));
        // A client id: the server's may repeat for a repeated prompt, and the list needs unique ones.
        const sessionRecipe = toSessionRecipe({ ...recipe, id: crypto.randomUUID() }, matchNote);
        addRecipe(sessionRecipe);
        isRunningRef.current = false;
        if (!sessionRecipe.imageUrl) await attachImage(sessionRecipe);
        return true;
      } catch (error) {
        // A prompt the server refused ('Describe a dish…', too long) belongs beside the box, said once.
        // So does 'the offline cookbook doesn't know that dish': the cook rewords the prompt there (no credit was used).
        if ((hasErrorCode(error, 'BAD_REQUEST') || hasErrorCode(error, 'DISH_UNKNOWN')) && error.isServerMessage) {
          setValidationError(error.message);
          return false;
        }
        // The server's message (AI_PARSE_ERROR included), else the spec's fallback.
        notify.error(readErrorMessage(error, 'Failed to generate recipe. Please try again.'));
        // A failed generation uses no credit, but the server is the one that knows.
        void queryClient.invalidateQueries({ queryKey: profileKeys.all });
        return false;
      } finally {
        isRunningRef.current = false;
      }
    },
    [isAuthPending, userId, profile, cartLists, mutateAsync, queryClient, addRecipe, attachImage],
  );

  return {
    generate,
    isGenerating: generateMutation.isPending,
    validationError,
    clearValidationError: () => setValidationError(null),
    imagePendingIds,
  };
}
