import { describe, expect, it } from 'vitest';
import { toSharedNotes } from './shared-notes.ts';

describe('the notes of a shared copy', () => {
  it("leaves out the sender's kitchen and diet sentences, keeping the rest", () => {
    expect(toSharedNotes('Serves 2. Adapted for your diet: butter → olive oil. From your kitchen: egg, onion, garlic, feta. Rest 5 min before serving.')).toBe(
      'Serves 2. Rest 5 min before serving.',
    );
    expect(toSharedNotes('From your kitchen: egg.')).toBe('');
    expect(toSharedNotes('Family favourite.\nFrom your kitchen: rice, peas.\nServe hot.')).toBe('Family favourite.\nServe hot.');
  });

  it('keeps notes the cook wrote themselves, even mentioning a kitchen', () => {
    expect(toSharedNotes('Family favourite. Best from your kitchen on a Sunday.')).toBe('Family favourite. Best from your kitchen on a Sunday.');
  });
});
