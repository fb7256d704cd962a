import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Whether the load has settled (and whether the reader has interacted) is kept for the session: each test loads
// fresh copies of the modules.
async function loadFresh() {
  vi.resetModules();
  return await import('./use-is-load-settled.ts');
}

describe('runWhenLoadSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first quiet moment after the load, then runs once', async () => {
    const { runWhenLoadSettled } = await loadFresh();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const task = vi.fn();
    runWhenLoadSettled(task);
    expect(task).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the reader’s first touch when that comes before a quiet moment', async () => {
    const { runWhenLoadSettled } = await loadFresh();
    const task = vi.fn();
    runWhenLoadSettled(task);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
    // The quiet moment (here the fallback timer, as without requestIdleCallback) no longer runs it.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event when the page is still loading', async () => {
    const { runWhenLoadSettled } = await loadFresh();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = vi.fn();
    runWhenLoadSettled(task);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a later page, and not at all once cancelled', async () => {
    const { runWhenLoadSettled } = await loadFresh();
    const cancelled = vi.fn();
    runWhenLoadSettled(cancelled)();
    const first = vi.fn();
    runWhenLoadSettled(first);
    await vi.advanceTimersByTimeAsync(200);
    expect(first).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    runWhenLoadSettled(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
