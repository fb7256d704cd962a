// A chunk of its own between the planner and the recipe dialog. Vite writes the files a dynamic import
// needs into the importing chunk (its preload list); through this step the planner's first load names one
// small file instead of the recipe dialog's sixteen (the food table's among them), so editing the food table
// no longer changes the planner's first load, and the list downloads only with the day dialog.

/** The planned-recipe dialog, with the recipe dialog, the ingredient reader and the food table. */
export async function loadPlannedRecipeDialog() {
  return (await import('./planned-recipe-dialog.tsx')).PlannedRecipeDialog;
}
