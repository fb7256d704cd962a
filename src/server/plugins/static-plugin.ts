import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { parseCookies } from 'better-auth/cookies';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import type { TStorageProvider } from '../providers/storage/storage-provider.ts';
import { applyPageMeta, type TResolvePageMeta } from './page-meta.ts';

const API_PREFIXES = ['/api/', '/healthz', '/generate-', '/nutrition', '/cancel-subscription', '/create-checkout-session'];

export function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || API_PREFIXES.some((prefix) => urlPath.startsWith(prefix));
}

/** The public pages rendered at build time (scripts/prerender.mjs): URL path → file in prerendered/. */
const PRERENDERED_FILES: Record<string, string> = {
  '/': 'index.html',
  '/pricing': 'pricing.html',
  '/terms': 'terms.html',
  '/login': 'login.html',
  '/signup': 'signup.html',
};

/**
 * The signed-in pages' frames (scripts/prerender.mjs): URL path → file in prerendered/signed-in/, sent only
 * with a session cookie. A visitor without one gets the shell as before (Loading, then the sign-in page);
 * a cookie whose session has ended sees the frame a moment before the same redirect.
 */
const SIGNED_IN_SHELL_FILES: Record<string, string> = {
  '/create': 'create.html',
  '/saved': 'saved.html',
  '/meal-planner': 'meal-planner.html',
};

/** Whether the header carries a non-empty cookie of that name (better-auth's session cookie, named by its configuration). */
export function hasSessionCookie(cookieHeader: string | undefined, sessionCookieName: string): boolean {
  return cookieHeader !== undefined && Boolean(parseCookies(cookieHeader).get(sessionCookieName));
}

/**
 * Puts markup into a page's head: at its end (the site-wide additions), or at its start for one cook's
 * frame, so the browser's preload scanner meets it before the inlined stylesheets. A page without a head
 * gets it in front.
 */
export function insertIntoHead(html: string, headHtml: string, where: 'start' | 'end'): string {
  if (!headHtml) return html;
  const [tag, replacement] = where === 'start' ? ['<head>', `<head>${headHtml}`] : ['</head>', `${headHtml}</head>`];
  return html.includes(tag) ? html.replace(tag, () => replacement) : `${headHtml}${html}`;
}

/**
 * Head markup for one cook's signed-in frame of a page (e.g. /saved's first picture); '' for none; null when the
 * request's session cookie names no signed-in cook (the page is then answered as for a visitor).
 */
export type TResolveSignedInHead = (request: FastifyRequest, pagePath: string) => Promise<string | null>;

type TStaticOptions = {
  webDir: string | null;
  uploadsDir: string;
  storage: TStorageProvider;
  /** better-auth's session cookie name as its configuration makes it (prefix, `__Secure-` behind HTTPS). */
  sessionCookieName: string;
  headHtml?: string;
  resolvePageMeta?: TResolvePageMeta;
  resolveSignedInHead?: TResolveSignedInHead;
};

/**
 * Serves the built SPA and uploaded files. Unknown page routes fall back to index.html;
 * unknown API paths and missing files with an extension are JSON 404s that do not echo the URL.
 */
export const staticPlugin = fp<TStaticOptions>(
  async (app: FastifyInstance, { webDir, uploadsDir, storage, sessionCookieName, headHtml = '', resolvePageMeta, resolveSignedInHead }) => {
    const indexPath = webDir ? path.join(webDir, 'index.html') : null;
    const hasIndex = indexPath !== null && existsSync(indexPath);
    // Extra head markup (the ANALYTICS_TAG script) goes into the one index.html every page route answers.
    const indexHtml = hasIndex && indexPath ? Buffer.from(insertIntoHead(readFileSync(indexPath, 'utf8'), headHtml, 'end')) : null;
    // A build without them (the dev server, an older build) answers those paths with the shell as before.
    const prerendered = new Map<string, Buffer>();
    const signedInShells = new Map<string, Buffer>();
    if (hasIndex && webDir) {
      for (const [files, pages, dir] of [
        [PRERENDERED_FILES, prerendered, 'prerendered'],
        [SIGNED_IN_SHELL_FILES, signedInShells, path.join('prerendered', 'signed-in')],
      ] as const) {
        for (const [urlPath, file] of Object.entries(files)) {
          const filePath = path.join(webDir, dir, file);
          if (existsSync(filePath)) pages.set(urlPath, Buffer.from(insertIntoHead(readFileSync(filePath, 'utf8'), headHtml, 'end')));
        }
      }
    }

    // Files are public (the SPA shell, hashed assets, recipe images behind unguessable names); the
    // hook sits in this child scope, so only @fastify/static's own routes are opened.
    await app.register(async (files) => {
      files.addHook('onRoute', (routeOptions) => {
        routeOptions.config = { ...routeOptions.config, access: 'public' };
      });
      await registerFileRoutes(files, { webDir: hasIndex ? webDir : null, uploadsDir, storage });
    });

    app.setNotFoundHandler(async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      // /index.html too: the service worker precaches the app shell by its file name, to answer any page
      // offline; it gets the same markup as every page route (with the head markup), never the raw file.
      const isPageRequest =
        (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(urlPath) && (!path.extname(urlPath) || urlPath === '/index.html');
      if (isPageRequest && indexHtml) {
        // A page with its own link card (a shared recipe) gets its tags written into the head.
        const meta = resolvePageMeta ? await resolvePageMeta(urlPath) : null;
        if (meta) {
          return reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(applyPageMeta(indexHtml.toString('utf8'), meta));
        }
        // A public page prerendered at build time answers with its HTML; a signed-in page with its frame when
        // the browser's session cookie names a signed-in cook (a cookie alone costs no look-up for a visitor).
        // The answer depends on the cookie, so caches must keep both apart.
        const pagePath = urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
        const signedInShell = hasSessionCookie(request.headers.cookie, sessionCookieName) ? signedInShells.get(pagePath) : undefined;
        // The frame may carry this cook's own markup: no shared cache may keep it (private), nor answer
        // another cookie with it (Vary). A failed look-up sends the frame without it.
        const cookHead = signedInShell && resolveSignedInHead ? await resolveSignedInHead(request, pagePath).catch(logHeadFailure(request.log)) : '';
        if (signedInShell && cookHead !== null) {
          return reply
            .type('text/html; charset=utf-8')
            .header('cache-control', 'private, no-cache')
            .header('vary', 'cookie')
            .send(cookHead ? insertIntoHead(signedInShell.toString('utf8'), cookHead, 'start') : signedInShell);
        }
        const page = prerendered.get(pagePath) ?? indexHtml;
        if (signedInShells.has(pagePath)) void reply.header('vary', 'cookie');
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
      }
      throw new AppError('NOT_FOUND', 'Not found.');
    });
  },
  { name: 'static' },
);

function logHeadFailure(log: FastifyBaseLogger) {
  return (error: unknown): string => {
    log.warn({ err: error }, 'the signed-in frame was sent without its cook-specific head');
    return '';
  };
}

async function registerFileRoutes(
  app: FastifyInstance,
  { webDir, uploadsDir, storage }: Pick<TStaticOptions, 'webDir' | 'uploadsDir' | 'storage'>,
): Promise<void> {
  if (storage.name === 'local') {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '1d',
    });
  } else {
    // Objects in a bucket, relayed (S3_PUBLIC_URL unset: the browser loads them from the app).
    app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const key = storage.keyFromUrl(request.url);
      const object = key ? await readStoredObject(storage, key, request.log) : null;
      if (!object) throw new AppError('NOT_FOUND', 'Not found.');
      return reply.type(object.contentType).header('cache-control', 'public, max-age=86400').header('x-content-type-options', 'nosniff').send(object.body);
    });
  }

  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // index.html is only ever answered by the fallback above, with the head markup added.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/prerendered/'),
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Vite puts content hashes in every file under assets/: they never change.
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker and the manifest name the app's version: a new release must be seen at once.
        const isVersionFile = /[\\/](sw\.js|manifest\.webmanifest)$/.test(filePath);
        reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : isVersionFile ? 'no-cache' : 'public, max-age=3600');
      },
    });
  }
}

/** A bucket that is down or hanging answers 502 with a plain message, not a bare 500. */
async function readStoredObject(storage: TStorageProvider, key: string, log: FastifyBaseLogger) {
  try {
    return await storage.get(key);
  } catch (error) {
    log.error({ err: error }, 'stored object could not be read');
    throw new AppError('UPSTREAM_ERROR', 'The picture could not be loaded right now. Please try again.');
  }
}
