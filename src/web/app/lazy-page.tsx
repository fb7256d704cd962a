import { lazy, type ComponentType } from 'react';

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
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    loading ??= load().then(
      (Component) => {
        Loaded = Component;
      },
      (error: unknown) => {
        // A chunk that failed (offline, a deploy in between) is asked for again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
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
