import { lazy, type ComponentType } from 'react';
import { createLoadOnce } from '../lib/load-once.ts';

export type TLazyPage = {
  /** Renders the page; suspends until its chunk has arrived, unless preload() finished first. */
  Page: ComponentType;
  preload: () => Promise<void>;
};

/**
 * A route's page in its own chunk. A prerendered page is preloaded before the first render (at build time
 * and before hydration), so Page renders it at once and hydration finds the same markup; any other page
 * suspends until its chunk arrives, and the router's transition keeps the previous page on screen meanwhile.
 */
export function lazyPage(load: () => Promise<ComponentType>): TLazyPage {
  let Loaded: ComponentType | undefined;
  const preload = createLoadOnce(async () => {
    Loaded = await load();
  });
  const Pending = lazy(async () => {
    await preload();
    if (!Loaded) throw new Error('lazyPage: the page module did not load');
    return { default: Loaded };
  });
  function Page() {
    return Loaded ? <Loaded /> : <Pending />;
  }
  return { Page, preload };
}
