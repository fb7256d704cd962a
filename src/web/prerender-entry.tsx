// Build-time rendering of the public pages: scripts/prerender.mjs builds this for Node,
// renders each page to HTML and writes it into the shell, and main.tsx hydrates it in the browser.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { toDocumentTitle } from './lib/page-title.ts';
import { findRouteTitle } from './app/use-document-title.ts';
import { paths } from './paths.ts';
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
