import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { createRouter, routes } from './router.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A public page arrives prerendered (scripts/prerender.mjs). Its route's code must be loaded before
// the router starts, so the first render is the page itself, exactly as rendered at build time.
const isPrerendered = root.firstElementChild !== null;
if (isPrerendered) {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

// No QueryClientProvider here: the pages that use TanStack Query bring the client with their chunk
// (withQueryClient in router.tsx), and the better-auth client loads after the first render (auth-client.ts).
const router = createRouter();
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
if (isPrerendered) hydrateRoot(root, app);
else createRoot(root).render(app);
