import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_INIT_SCRIPT, THEME_STORAGE_KEY } from '../../domain/theme.ts';
import { applyTheme, useIsDarkTheme } from './theme.ts';

describe('theme', () => {
  let isDeviceDark = false;
  const listeners = new Set<() => void>();

  beforeEach(() => {
    isDeviceDark = false;
    vi.stubGlobal('matchMedia', () => ({
      get matches() {
        return isDeviceDark;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
  });

  afterEach(() => {
    applyTheme('system');
    vi.unstubAllGlobals();
    listeners.clear();
  });

  it('sets a chosen theme on the page and remembers it; System clears both', () => {
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    applyTheme('system');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("follows the device on System and the cook's choice otherwise, as either changes", () => {
    const { result } = renderHook(() => useIsDarkTheme());
    expect(result.current).toBe(false);
    act(() => {
      isDeviceDark = true;
      for (const listener of listeners) listener();
    });
    expect(result.current).toBe(true);
    act(() => applyTheme('light'));
    expect(result.current).toBe(false);
    act(() => applyTheme('dark'));
    expect(result.current).toBe(true);
  });

  it('the head script paints the remembered choice before the app starts, and ignores anything else', () => {
    const runInitScript = new Function(THEME_INIT_SCRIPT);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runInitScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
    delete document.documentElement.dataset.theme;
    localStorage.setItem(THEME_STORAGE_KEY, '"><img src=x>');
    runInitScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
