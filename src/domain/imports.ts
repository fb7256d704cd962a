import { z } from 'zod';

// Contracts of file imports and exports (issue #28), shared by the API and the Settings page.

/** The limits the server enforces, stated in the page and in every refusal. */
export const IMPORT_LIMITS = {
  maxUploadBytes: 200 * 1024 * 1024,
  maxRecipes: 5_000,
  /** A zip may hold no more files than this… */
  maxZipEntries: 20_000,
  /** …nor unpack to more than this (a zip bomb stops here). */
  maxUnpackedBytes: 1024 * 1024 * 1024,
  /** One picture's size; a larger one is skipped and listed. */
  maxImageBytes: 10 * 1024 * 1024,
} as const;

export const IMPORT_FORMATS = ['paprika', 'mealie', 'tandoor', 'nextcloud', 'recipesage', 'cooklang', 'jsonld'] as const;
export const ZImportFormatSchema = z.enum(IMPORT_FORMATS);
export type TImportFormat = z.infer<typeof ZImportFormatSchema>;

export const IMPORT_FORMAT_LABELS: Record<TImportFormat, string> = {
  paprika: 'Paprika',
  mealie: 'Mealie',
  tandoor: 'Tandoor',
  nextcloud: 'Nextcloud Cookbook',
  recipesage: 'RecipeSage',
  cooklang: 'Cooklang',
  jsonld: 'schema.org JSON-LD',
};

export const IMPORT_STATUSES = ['reading', 'review', 'importing', 'done', 'failed'] as const;
export const ZImportStatusSchema = z.enum(IMPORT_STATUSES);
export type TImportStatus = z.infer<typeof ZImportStatusSchema>;

export const ZImportProblemSchema = z.object({ item: z.string(), reason: z.string() });
export type TImportProblem = z.infer<typeof ZImportProblemSchema>;

/** What the review step shows before anything is saved. */
export const ZImportReviewSchema = z.object({
  /** Recipes read from the file. */
  recipes: z.number().int().nonnegative(),
  /** Of those, already in the library from an earlier import (skipped). */
  duplicates: z.number().int().nonnegative(),
  /** Ingredient lines the line reader could not make sense of (kept as written). */
  linesNotUnderstood: z.number().int().nonnegative(),
  /** Fields of the file that have no place in a Forkcast recipe, by name. */
  fieldsNotUnderstood: z.array(z.string()),
  /** How many of the new recipes the plan lets in; null when all of them (Pro). */
  fitsPlan: z.number().int().nonnegative().nullable(),
});
export type TImportReview = z.infer<typeof ZImportReviewSchema>;

/** GET /api/imports/:id (and the answer of confirm). */
export const ZImportJobSchema = z.object({
  id: z.string(),
  format: ZImportFormatSchema,
  status: ZImportStatusSchema,
  fileName: z.string(),
  total: z.number().int().nonnegative(),
  imported: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  problems: z.array(ZImportProblemSchema),
  review: ZImportReviewSchema.nullable(),
  createdAt: z.string(),
});
export type TImportJob = z.infer<typeof ZImportJobSchema>;

/** POST /api/imports answer. */
export const ZCreatedImportSchema = z.object({ id: z.string(), format: ZImportFormatSchema, status: ZImportStatusSchema });
export type TCreatedImport = z.infer<typeof ZCreatedImportSchema>;

export const EXPORT_FORMATS = ['jsonld', 'cooklang'] as const;
export const ZExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  /** Comma-separated recipe ids; the whole library when left out. */
  ids: z
    .string()
    .max(20_000)
    .optional()
    .transform((value) =>
      value === undefined
        ? undefined
        : value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
    ),
});
export type TExportQuery = z.infer<typeof ZExportQuerySchema>;

export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
