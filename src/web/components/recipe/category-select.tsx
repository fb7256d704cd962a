import { RECIPE_CATEGORIES, type TRecipeCategory } from '../../../domain/limits.ts';

type TCategorySelectProps = {
  id: string;
  /** undefined selects the "all" option (only offered when `allLabel` is given). */
  value: TRecipeCategory | undefined;
  onChange: (category: TRecipeCategory | undefined) => void;
  /** e.g. 'All categories' in a filter; without it a category must be chosen. */
  allLabel?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** The recipe category `<select>` (the recipe categories); the caller renders the label. */
export function CategorySelect({ id, value, onChange, allLabel, ...aria }: TCategorySelectProps) {
  return (
    <select id={id} value={value ?? ''} onChange={(event) => onChange(RECIPE_CATEGORIES.find((category) => category === event.target.value))} {...aria}>
      {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
      {RECIPE_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </select>
  );
}
