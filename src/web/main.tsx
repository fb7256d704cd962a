import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, prefetchPageData, preloadPages } from './router.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A public page arrives prerendered (scripts/prerender.mjs), and so does a signed-in page's frame for a browser
// with a session cookie. Its page's chunk must be loaded before the first render, so that render is exactly
// what was rendered at build time (and the signed-in page is ready when its session answers).
const isPrerendered = root.firstElementChild !== null;
// A signed-in page's frame asks for the session and its first screen's data now, side by side (not one after the other).
void prefetchPageData(window.location.pathname).catch(() => undefined);
if (isPrerendered) await preloadPages(window.location.pathname);
// A signed-in page (not prerendered) waits behind the sign-in guard until the session is known: ask for its
// chunk now, beside the session, not after it (a round trip less before the page and its queries start).
else void preloadPages(window.location.pathname).catch(() => undefined);

// No QueryClientProvider here: the pages that use TanStack Query bring the client with their chunk
// (withQueryClient in router.tsx); the session is a plain fetch, and better-auth's client loads on the first input
// or auth action (auth-client.ts).
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);
// Hydration as a transition: React renders it in slices of a few milliseconds, yielding to the browser between
// them, where a default-priority hydration is one uninterruptible task (the router, the layout, the guard and the
// page's frame at once: one of the signed-in load's longest tasks on a slow phone). The HTML on screen is the
// same meanwhile, and an event on a part not yet hydrated makes React hydrate that part first.
if (isPrerendered) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
