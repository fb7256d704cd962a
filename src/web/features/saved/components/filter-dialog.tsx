import { useState, type FormEvent } from 'react';
import { RATING_MAX, type TRecipeCategory } from '../../../../domain/limits.ts';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { Modal, ModalActions, ModalClose } from '../../../components/modal.tsx';
import { CategorySelect } from '../../../components/recipe/category-select.tsx';
import type { TRecipeFilters } from '../lib/recipe-filters.ts';

const TIME_CHOICES = [15, 30, 45, 60, 90, 120];

function toNumber(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

type TFilterDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  filters: TRecipeFilters;
  onApply: (filters: TRecipeFilters) => void;
};

/** The Saved Recipes filter modal: category, minimum rating, maximum total time. */
export function FilterDialog({ isOpen, onClose, filters, onApply }: TFilterDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} size="narrow" title="Filter recipes">
      {/* Mounted while open so a cancelled edit starts from the applied filters next time. */}
      {isOpen ? <FilterForm filters={filters} onApply={onApply} /> : null}
    </Modal>
  );
}

function FilterForm({ filters, onApply }: { filters: TRecipeFilters; onApply: (filters: TRecipeFilters) => void }) {
  const [category, setCategory] = useState<TRecipeCategory | undefined>(filters.category);
  const [minRating, setMinRating] = useState(filters.minRating === undefined ? '' : String(filters.minRating));
  const [maxTime, setMaxTime] = useState(filters.maxTotalMinutes === undefined ? '' : String(filters.maxTotalMinutes));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ category, minRating: toNumber(minRating), maxTotalMinutes: toNumber(maxTime) });
  };

  return (
    <form className="form" onSubmit={onSubmit}>
      <FormField label="Category" id="filter-category">
        {(control) => <CategorySelect {...control} value={category} onChange={setCategory} allLabel="All categories" />}
      </FormField>
      <FormField label="Minimum rating" id="filter-rating">
        {(control) => (
          <select {...control} value={minRating} onChange={(event) => setMinRating(event.target.value)}>
            <option value="">Any rating</option>
            {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((stars) => (
              <option key={stars} value={stars}>
                {stars === RATING_MAX ? `${stars} stars` : `${stars}+ stars`}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Maximum total time" id="filter-time">
        {(control) => (
          <select {...control} value={maxTime} onChange={(event) => setMaxTime(event.target.value)}>
            <option value="">Any time</option>
            {TIME_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes < 60 ? `${minutes} minutes` : `${minutes / 60} hour${minutes > 60 ? 's' : ''}`}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <ModalActions>
        <button type="button" className="button button--ghost" onClick={() => onApply({})}>
          Clear filters
        </button>
        <ModalClose>
          <button type="button" className="button button--secondary">
            Cancel
          </button>
        </ModalClose>
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
      </ModalActions>
    </form>
  );
}
