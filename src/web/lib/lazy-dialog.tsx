import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createLoadOnce } from './load-once.ts';
import { runAfterFirstInteraction } from './run-after-first-interaction.ts';

export type TLazyDialog<TProps extends object> = {
  Component: ComponentType<TProps>;
  /** Starts the download early (a failed one is tried again by the next call). */
  preload: () => Promise<unknown>;
};

/**
 * A dialog (or any screen part only some visits open) in its own chunk: the page's first load skips its
 * code (the recipe dialog brings the food table and the ingredient reader, ~40 kB gzipped).
 */
export function lazyDialog<TProps extends object>(load: () => Promise<ComponentType<TProps>>): TLazyDialog<TProps> {
  const preload = createLoadOnce(async () => ({ default: await load() }));
  return { Component: lazy(preload), preload };
}

/**
 * Renders a lazy dialog from the first time it opens and keeps it mounted afterwards, so closing it
 * behaves as before (focus goes back, the close animation runs) and reopening is instant.
 */
export function MountWhenOpened({ isOpen, title, children }: { isOpen: boolean; title?: string; children: ReactNode }) {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  // Stands in while a first-opened dialog's chunk downloads (~0.5 s on a slow phone), so the tap answers at
  // once; it shows after a moment (styles.css), so a chunk that arrives sooner never flashes it.
  const loading = isOpen && (
    <p className="dialog-loading" role="status">
      {title ? `Opening ${title}…` : 'Opening…'}
    </p>
  );
  return hasOpened ? <Suspense fallback={loading}>{children}</Suspense> : null;
}

/** How long after the reader's first touch, pointer move or key the download starts: after that event's own paint. */
const PRELOAD_DELAY_MS = 100;

/**
 * Downloads a dialog's chunk once the reader first interacts with the page (a touch, the pointer moving, a
 * key), so the first open does not wait for the network. Not during the load itself: the chunk's evaluation
 * (the recipe dialog with the food table, ~300 ms on a slow phone) was among the load's long tasks, and a page
 * nobody touches never opens a dialog.
 */
export function usePreloadAfterFirstInteraction(preload: () => Promise<unknown>): void {
  useEffect(() => runAfterFirstInteraction(() => window.setTimeout(() => void preload().catch(() => undefined), PRELOAD_DELAY_MS)), [preload]);
}
