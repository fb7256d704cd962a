import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../paths.ts';
import { fetchSharedRecipe, toGeneratedRecipe } from '../api/get-shared-recipe.ts';
import '../shared-recipe.css';

/**
 * /shared/{id}: loads the shared copy and hands it to the Create page through router state.
 * A missing id or any failure goes to /create too; the failure is only logged (spec §8).
 */
export function SharedRecipePage() {
  const { id } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    if (!id) {
      void navigate(paths.create, { replace: true });
      return;
    }
    const controller = new AbortController();
    fetchSharedRecipe(id, controller.signal)
      .then((shared) => {
        void navigate(paths.create, { replace: true, state: { sharedRecipe: toGeneratedRecipe(shared) } });
      })
      .catch((error: unknown) => {
        // A StrictMode re-run or leaving the page aborts the request: not a failure.
        if (controller.signal.aborted) return;
        console.error('Failed to load shared recipe', error);
        void navigate(paths.create, { replace: true });
      });
    return () => controller.abort();
  }, [id, navigate]);

  return (
    <section className="page shared-loading" aria-busy="true">
      <div role="status" className="shared-loading__status">
        <span className="shared-loading__spinner" aria-hidden="true" />
        <span>Loading shared recipe...</span>
      </div>
    </section>
  );
}
