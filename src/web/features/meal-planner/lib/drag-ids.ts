// Ids of the planner's drag sources and drop targets (@hello-pangea/dnd wants strings).

export const SIDEBAR_DROPPABLE_ID = 'sidebar';
const DAY_PREFIX = 'day:';
const RECIPE_PREFIX = 'recipe:';
const ENTRY_PREFIX = 'entry:';

export const toDayDroppableId = (date: string) => `${DAY_PREFIX}${date}`;
export const toRecipeDraggableId = (recipeId: string) => `${RECIPE_PREFIX}${recipeId}`;
export const toEntryDraggableId = (instanceId: string) => `${ENTRY_PREFIX}${instanceId}`;

export function readDayDroppableId(id: string): string | null {
  return id.startsWith(DAY_PREFIX) ? id.slice(DAY_PREFIX.length) : null;
}

export function readDraggableId(id: string): { kind: 'recipe' | 'entry'; id: string } | null {
  if (id.startsWith(RECIPE_PREFIX)) return { kind: 'recipe', id: id.slice(RECIPE_PREFIX.length) };
  if (id.startsWith(ENTRY_PREFIX)) return { kind: 'entry', id: id.slice(ENTRY_PREFIX.length) };
  return null;
}

export function isPendingEntry(instanceId: string): boolean {
  return instanceId.startsWith('pending-');
}
