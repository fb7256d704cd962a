import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppDeps } from '../../app-deps.ts';

/** The public pages a crawler may index; guarded routes stay out. */
export const SITEMAP_PATHS = ['/', '/pricing', '/terms', '/contact', '/login', '/signup'] as const;

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderSitemap(appUrl: string): string {
  const urls = SITEMAP_PATHS.map((pathname) => `  <url><loc>${escapeXml(`${appUrl}${pathname}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** sitemap.xml needs absolute URLs and the host is only known at run time (APP_URL), so the server writes it. */
export const seoRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps }> = async (app, { deps }) => {
  const sitemap = renderSitemap(deps.config.APP_URL);
  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true, response: { 200: z.string() } } }, async (_request, reply) => {
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap);
  });
};
