import path from 'node:path';
import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_LIMITS,
  ZCreatedImportSchema,
  ZCreatedUrlImportSchema,
  ZCreateUrlImportSchema,
  ZExportQuerySchema,
  ZImportJobSchema,
  type TPageRecipeReader,
} from '../../../domain/imports.ts';
import type { TAppDeps } from '../../app-deps.ts';
import { requireVerifiedUser } from '../../auth/session-user.ts';
import { AppError } from '../../errors.ts';
import { cancelImport } from './cancel-import.ts';
import { confirmImport } from './confirm-import.ts';
import { createImport, TOO_LARGE_MESSAGE } from './create-import.ts';
import { createUrlImport } from './create-url-import.ts';
import { exportRecipes } from './export-recipes.ts';
import { getImport } from './get-import.ts';
import { createImportRunner } from './import-runner.ts';

const ZIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** Settings → Import / Export (issue #28): file imports run as jobs; export streams a zip. */
export const importRoutes: FastifyPluginAsyncZod<{ deps: TAppDeps; readPageRecipe: TPageRecipeReader }> = async (app, { deps, readPageRecipe }) => {
  const { db } = deps.database;
  const uploadsDir = path.join(deps.config.DATA_DIR, 'imports');
  mkdirSync(uploadsDir, { recursive: true });
  const runner = createImportRunner({ db, storage: deps.storage, log: app.log, uploadsDir, readPageRecipe });
  // A job a stopped server left behind is taken up (importing) or closed (reading) when this one starts.
  app.addHook('onReady', async () => {
    await runner.sweep();
  });
  app.addHook('onClose', async () => {
    await runner.close();
  });
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.maxUploadBytes, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/api/imports',
    {
      bodyLimit: IMPORT_LIMITS.maxUploadBytes + 1024 * 1024,
      config: { rateLimit: 'imports' },
      schema: { consumes: ['multipart/form-data'], response: { 201: ZCreatedImportSchema } },
    },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data, in a field named "file".');
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw new AppError('BAD_REQUEST', 'Send the file in a field named "file".');
        const created = await createImport({ db, runner, uploadsDir }, caller.id, { fileName: part.filename, stream: part.file });
        return reply.status(201).send(created);
      } catch (error) {
        if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
        if (hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE') || hasCode(error, 'FST_FILES_LIMIT') || hasCode(error, 'FST_PARTS_LIMIT'))
          throw new AppError('BAD_REQUEST', 'Send one file, in a field named "file".');
        throw error;
      }
    },
  );

  app.post(
    '/api/imports/urls',
    { config: { rateLimit: 'bulk-url-imports' }, schema: { body: ZCreateUrlImportSchema, response: { 201: ZCreatedUrlImportSchema } } },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      return reply.status(201).send(await createUrlImport({ db, runner }, caller.id, request.body, deps.clock.now()));
    },
  );

  app.get('/api/imports/:id', { schema: { params: ZIdParamsSchema, response: { 200: ZImportJobSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return getImport(db, caller.id, request.params.id);
  });

  app.post('/api/imports/:id/confirm', { schema: { params: ZIdParamsSchema, response: { 200: ZImportJobSchema } } }, async (request) => {
    const caller = await requireVerifiedUser(request);
    return confirmImport(db, runner, caller.id, request.params.id);
  });

  app.delete('/api/imports/:id', { schema: { params: ZIdParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    const caller = await requireVerifiedUser(request);
    await cancelImport({ db, storage: deps.storage, log: request.log, uploadsDir }, caller.id, request.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/api/export',
    // The answer is a zip stream (application/zip): no JSON schema describes it.
    { schema: { querystring: ZExportQuerySchema } },
    async (request, reply) => {
      const caller = await requireVerifiedUser(request);
      const stream = exportRecipes({ db, storage: deps.storage, log: request.log }, caller.id, request.query);
      return reply
        .type('application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="forkcast-recipes-${request.query.format}.zip"`)
        .send(stream);
    },
  );
};
