import path from 'node:path';
import { mkdirSync } from 'node:fs';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { LoggerOptions } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppDeps } from './app-deps.ts';
import { authPlugin } from './auth/auth-plugin.ts';
import { billingRoutes } from './features/billing/routes.ts';
import { generationRoutes } from './features/generation/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { recipeRoutes } from './features/recipes/routes.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { staticPlugin } from './plugins/static-plugin.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export type TBuildAppOptions = {
  deps: TAppDeps;
  /** Built SPA folder; null serves the API only (tests, dev server). */
  webDir?: string | null;
  /** The process logger; tests leave it out and get a silent app. */
  loggerInstance?: FastifyBaseLogger;
};

export function createLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    // Secrets never reach the logs: no cookies, tokens or passwords, and no query strings (they carry tokens).
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: request.url.split('?')[0], ip: request.ip };
      },
    },
  };
}

export async function buildApp({ deps, webDir = null, loggerInstance }: TBuildAppOptions): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.S3_PUBLIC_URL ? [config.S3_PUBLIC_URL] : [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isSecureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isSecureCookies,
  });
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(authPlugin, { auth: deps.auth, db: deps.database.db, config });
  // Feature routes: one line each.
  await app.register(healthRoutes, { deps });
  await app.register(recipeRoutes, { deps });
  await app.register(generationRoutes, { deps });
  await app.register(profileRoutes, { deps });
  await app.register(billingRoutes, { deps });
  await app.register(seoRoutes, { deps });

  const uploadsDir = path.join(config.DATA_DIR, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(staticPlugin, { webDir, uploadsDir });

  return app;
}
