import type * as Dnd from '@hello-pangea/dnd';
import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createLoadOnce } from '../../../lib/load-once.ts';

type TDndModule = typeof Dnd;

// The drag-and-drop library (~28 kB gzipped) is its own chunk: the planner paints its calendar without it,
// and drags work once it has arrived (clicking to arm a recipe and clicking days works from the start).
let loadedDnd: TDndModule | null = null;

/** Loads the drag-and-drop library once; a planner opened after that has it from its first render. */
export const preloadPlannerDnd = createLoadOnce(async () => {
  loadedDnd = await import('@hello-pangea/dnd');
  return loadedDnd;
});
const PlannerDndContext = createContext<TDndModule | null>(null);

/** The drag-and-drop library once loaded, else null: render the plain markup without drag handles. */
export function usePlannerDnd(): TDndModule | null {
  return useContext(PlannerDndContext);
}

/**
 * The planner's drag-and-drop context, from when its library has loaded (asked for at mount, beside the
 * plan's data). Until then the children render without it; on the first visit of a session they mount again
 * inside it once, early (a planner opened later in the session has it from the start).
 */
export function PlannerDragDrop({ onDragEnd, children }: { onDragEnd: (result: Dnd.DropResult) => void; children: ReactNode }) {
  const [dnd, setDnd] = useState<TDndModule | null>(() => loadedDnd);
  // The element the cook was in when the library arrived (its id): focus goes back to it after the remount.
  const focusedIdRef = useRef<string | null>(null);
  useEffect(() => {
    if (dnd) return;
    let isLive = true;
    preloadPlannerDnd()
      .then((module) => {
        if (!isLive) return;
        focusedIdRef.current = document.activeElement instanceof HTMLElement && document.activeElement.id !== '' ? document.activeElement.id : null;
        // A transition: the remount of the calendar with its drag handles renders in slices between the
        // browser's other work (a click, a paint) instead of one long task while the page is still loading.
        startTransition(() => setDnd(module));
      })
      // Offline with the chunk not cached: the planner stays click-to-plan only.
      .catch(() => undefined);
    return () => {
      isLive = false;
    };
  }, [dnd]);
  useLayoutEffect(() => {
    const id = focusedIdRef.current;
    focusedIdRef.current = null;
    if (dnd && id !== null && document.activeElement === document.body) document.getElementById(id)?.focus();
  }, [dnd]);
  if (!dnd) return children;
  return (
    <PlannerDndContext.Provider value={dnd}>
      <dnd.DragDropContext onDragEnd={onDragEnd}>{children}</dnd.DragDropContext>
    </PlannerDndContext.Provider>
  );
}
