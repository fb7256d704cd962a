import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_EMAIL_MAX_LENGTH } from '../../../../domain/messages.ts';
import { ContactEmailField } from './contact-email-field.tsx';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ContactEmailField
      id="test-email"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ContactEmailField', () => {
  it('is an e-mail field labelled Email, bounded as the server bounds it, that hands each edit to its form', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const field = screen.getByLabelText('Email');
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('autocomplete', 'email');
    expect(field).toHaveAttribute('name', 'email');
    expect(field).toHaveAttribute('maxlength', String(CONTACT_EMAIL_MAX_LENGTH));
    await userEvent.type(field, 'a@b.test');
    expect(field).toHaveValue('a@b.test');
    expect(onChange).toHaveBeenLastCalledWith('a@b.test');
  });
});
