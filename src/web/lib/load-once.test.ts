import { describe, expect, it, vi } from 'vitest';
import { createLoadOnce } from './load-once.ts';

describe('createLoadOnce', () => {
  it('shares one load between callers and keeps its answer', async () => {
    const load = vi.fn(async () => 'chunk');
    const loadOnce = createLoadOnce(load);
    expect(await Promise.all([loadOnce(), loadOnce()])).toEqual(['chunk', 'chunk']);
    expect(await loadOnce()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const loadOnce = createLoadOnce(load);
    await expect(loadOnce()).rejects.toThrow('offline');
    expect(await loadOnce()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
