// Build-time rendering of the public pages: scripts/prerender.mjs builds this for Node,
// renders each page to HTML and writes it into the shell, and main.tsx hydrates it in the browser.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { toDocumentTitle } from './lib/page-title.ts';
import { findRouteTitle } from './app/use-document-title.ts';
import { paths } from './paths.ts';
export { SIGNED_IN_SHELL_ATTRIBUTE } from './lib/signed-in-shell.ts';
import { AppRoutes, preloadPages, routes } from './router.tsx';

/**
 * The pages a visitor reaches first (their content does not depend on who is signed in), each with its
 * route module under src/web: the build links that chunk's CSS and JavaScript from the page's HTML.
 */
export const PRERENDERED_PAGES = [
  { path: paths.home, module: 'features/landing/pages/landing-page.tsx' },
  { path: paths.pricing, module: 'features/pricing/pages/pricing-page.tsx' },
  { path: paths.terms, module: 'features/terms/pages/terms-page.tsx' },
  { path: paths.login, module: 'features/auth/pages/login-page.tsx' },
  { path: paths.signup, module: 'features/auth/pages/signup-page.tsx' },
];

/**
 * The signed-in pages cooks open most: their frame (navbar, heading, the page's skeleton) is rendered the
 * same way, and the server sends it only to a browser with a session cookie. `starts` are the chunks the
 * page asks for at once beside its own (its first screen's queries, the query client).
 */
export const SIGNED_IN_SHELL_PAGES = [
  { path: paths.create, module: 'features/create/pages/create-page.tsx', starts: ['features/create/api/prefetch-create-page.ts'] },
  { path: paths.saved, module: 'features/saved/pages/saved-page.tsx', starts: ['features/saved/api/prefetch-saved-page.ts'] },
  { path: paths.mealPlanner, module: 'features/meal-planner/pages/meal-planner-page.tsx', starts: ['features/meal-planner/api/prefetch-meal-planner-page.ts'] },
  // Not better-auth's client: the first load reads the session with a plain fetch (lib/auth/fetch-session.ts).
].map((shellPage) => ({ ...shellPage, starts: [...shellPage.starts, 'lib/query-client.ts'] }));

export async function renderPage(urlPath: string): Promise<{ html: string; title: string }> {
  await preloadPages(urlPath);
  // The same tree as main.tsx, so hydration finds exactly this markup.
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={urlPath}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, title: toDocumentTitle(findRouteTitle(routes, urlPath)) };
}
