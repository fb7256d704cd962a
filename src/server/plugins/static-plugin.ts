import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/healthz', '/generate-', '/nutrition', '/cancel-subscription', '/create-checkout-session'];

export function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || API_PREFIXES.some((prefix) => urlPath.startsWith(prefix));
}

/**
 * Serves the built SPA and uploaded files. Unknown page routes fall back to index.html;
 * unknown API paths and missing files with an extension are JSON 404s that do not echo the URL.
 */
export const staticPlugin = fp<{ webDir: string | null; uploadsDir: string }>(
  async (app: FastifyInstance, { webDir, uploadsDir }) => {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '1d',
    });

    const indexPath = webDir ? path.join(webDir, 'index.html') : null;
    const hasIndex = indexPath !== null && existsSync(indexPath);
    const indexHtml = hasIndex && indexPath ? readFileSync(indexPath) : null;

    if (webDir && hasIndex) {
      await app.register(fastifyStatic, {
        root: webDir,
        prefix: '/',
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders(reply, filePath) {
          // Vite puts content hashes in every file under assets/: they never change.
          const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(urlPath) && !path.extname(urlPath);
      if (isPageRequest && indexHtml) {
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
      }
      return reply.status(404).send({ error: 'Not found.', code: 'NOT_FOUND' });
    });
  },
  { name: 'static' },
);
