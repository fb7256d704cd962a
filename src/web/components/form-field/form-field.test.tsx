import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormError, FormField } from './form-field.tsx';

describe('FormField', () => {
  it('names the control by its label and describes it by its hint', () => {
    render(
      <FormField label="Password" hint="At least 12 characters.">
        {(control) => <input {...control} type="password" />}
      </FormField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('At least 12 characters.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and reads its error before the hint', () => {
    render(
      <FormField label="Title" id="recipe-title" hint="As it shows on the card." error="Please give the recipe a title.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Title');
    expect(input).toHaveAttribute('id', 'recipe-title');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please give the recipe a title. As it shows on the card.');
  });

  it('has no description without a hint or an error', () => {
    render(<FormField label="Name">{(control) => <input {...control} />}</FormField>);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-describedby');
  });
});

describe('FormError', () => {
  it('is announced when it has a message and hidden without one', () => {
    const { rerender } = render(<FormError message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError message="Please fill in all fields" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  });
});
