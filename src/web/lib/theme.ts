import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY, type TTheme } from '../../domain/theme.ts';
import { useMediaQuery } from './use-media-query.ts';

const THEME_CHANGE_EVENT = 'forkcast-theme-change';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Shows the page in `theme` and remembers it on this device, so the next page load paints in it before
 * the app starts (THEME_INIT_SCRIPT reads the same key). 'system' leaves the choice to the device.
 */
export function applyTheme(theme: TTheme): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  try {
    if (theme === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage off (private mode): the theme still applies to this page.
  }
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}

function subscribeToChoice(onChange: () => void): () => void {
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
}

/** Whether the page is dark right now (the cook's choice, or the device's when they chose System). */
export function useIsDarkTheme(): boolean {
  const isDeviceDark = useMediaQuery(DARK_QUERY);
  const chosen = useSyncExternalStore(
    subscribeToChoice,
    () => document.documentElement.dataset.theme ?? 'system',
    () => 'system',
  );
  return chosen === 'dark' || (chosen !== 'light' && isDeviceDark);
}

/** A CSS colour token (e.g. '--color-primary') as the browser resolves it now, for drawing on a canvas. */
export function readThemeColor(token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  probe.style.display = 'none';
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}
