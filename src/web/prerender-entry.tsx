// Build-time rendering of the public pages (issue 18): scripts/prerender.mjs builds this for Node,
// renders each page to HTML and writes it into the shell, and main.tsx hydrates it in the browser.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { readRouteTitle, toDocumentTitle } from './lib/page-title.ts';
import { paths } from './paths.ts';
import { routes } from './router.tsx';

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

export async function renderPage(urlPath: string): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${urlPath}`));
  if (context instanceof Response) throw new Error(`prerender: ${urlPath} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const title = context.matches.reduce<string | null>((found, match) => readRouteTitle(match.route.handle) ?? found, null);
  // The same tree as main.tsx, so hydration finds exactly this markup.
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return { html, title: toDocumentTitle(title) };
}
