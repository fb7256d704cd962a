import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { MountWhenOpened } from './lazy-dialog.tsx';

// A dialog whose chunk never arrives (a slow network, held for as long as the test looks).
const NeverLoaded = lazy(() => new Promise<never>(() => undefined));

describe('MountWhenOpened', () => {
  it("answers a first open at once, with the recipe's title, while the dialog's code is on its way", () => {
    const { rerender } = render(
      <MountWhenOpened isOpen title="Leek Soup">
        <NeverLoaded />
      </MountWhenOpened>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Opening Leek Soup…');
    // Closed before it arrived: nothing stays on the screen.
    rerender(
      <MountWhenOpened isOpen={false} title="Leek Soup">
        <NeverLoaded />
      </MountWhenOpened>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says "Opening…" for a dialog with no title, and renders nothing before the first open', () => {
    const { rerender } = render(
      <MountWhenOpened isOpen={false}>
        <NeverLoaded />
      </MountWhenOpened>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    rerender(
      <MountWhenOpened isOpen>
        <NeverLoaded />
      </MountWhenOpened>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Opening…$/);
  });
});
