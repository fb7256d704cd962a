import { beforeEach, describe, expect, it, vi } from 'vitest';

// Whether the reader has interacted is kept for the session: each test loads a fresh copy of the module.
async function loadFresh() {
  vi.resetModules();
  return (await import('./run-after-first-interaction.ts')).runAfterFirstInteraction;
}

describe('runAfterFirstInteraction', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('waits for the first touch, pointer or key, and runs once', async () => {
    const runAfterFirstInteraction = await loadFresh();
    const task = vi.fn();
    runAfterFirstInteraction(task);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once after the reader has interacted (a page reached by a link)', async () => {
    const runAfterFirstInteraction = await loadFresh();
    runAfterFirstInteraction(() => undefined);
    window.dispatchEvent(new Event('wheel'));
    const task = vi.fn();
    runAfterFirstInteraction(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', async () => {
    const runAfterFirstInteraction = await loadFresh();
    const task = vi.fn();
    runAfterFirstInteraction(task)();
    window.dispatchEvent(new Event('pointermove'));
    expect(task).not.toHaveBeenCalled();
  });
});
