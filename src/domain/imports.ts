import { z } from 'zod';
import type { TGeneratedRecipe } from './recipe.ts';
import { formatWholeNumber } from './format-whole-number.ts';

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

/** A job's source: one of the file formats, or a list of web pages (bulk URL import, Pro). */
export const IMPORT_JOB_FORMATS = [...IMPORT_FORMATS, 'urls'] as const;
export const ZImportJobFormatSchema = z.enum(IMPORT_JOB_FORMATS);
export type TImportJobFormat = z.infer<typeof ZImportJobFormatSchema>;

export const IMPORT_FORMAT_LABELS: Record<TImportJobFormat, string> = {
  paprika: 'Paprika',
  mealie: 'Mealie',
  tandoor: 'Tandoor',
  nextcloud: 'Nextcloud Cookbook',
  recipesage: 'RecipeSage',
  cooklang: 'Cooklang',
  jsonld: 'schema.org JSON-LD',
  urls: 'web pages',
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

export const URL_IMPORT_PAGE_STATES = ['waiting', 'done', 'failed'] as const;

/** One address of a bulk URL import, for its progress list. */
export const ZImportPageSchema = z.object({
  url: z.string(),
  state: z.enum(URL_IMPORT_PAGE_STATES),
  /** The recipe's title once the page was read. */
  title: z.string().nullable(),
  /** Why it failed, or why a page read is skipped (already in the library); null otherwise. */
  reason: z.string().nullable(),
});
export type TImportPage = z.infer<typeof ZImportPageSchema>;

/** GET /api/imports/:id (and the answer of confirm). */
export const ZImportJobSchema = z.object({
  id: z.string(),
  format: ZImportJobFormatSchema,
  status: ZImportStatusSchema,
  fileName: z.string(),
  total: z.number().int().nonnegative(),
  imported: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  problems: z.array(ZImportProblemSchema),
  review: ZImportReviewSchema.nullable(),
  /** A bulk URL import's addresses in the order pasted; null for a file. */
  pages: z.array(ZImportPageSchema).nullable(),
  createdAt: z.string(),
});
export type TImportJob = z.infer<typeof ZImportJobSchema>;

/** POST /api/imports answer. */
export const ZCreatedImportSchema = z.object({ id: z.string(), format: ZImportFormatSchema, status: ZImportStatusSchema });
export type TCreatedImport = z.infer<typeof ZCreatedImportSchema>;

/** Bulk URL import (Pro): how many addresses one import takes, and how many pages are fetched at once. */
export const URL_IMPORT_LIMITS = { maxUrls: 100, maxUrlLength: 2_000, concurrency: 3 } as const;

/** The address as the duplicate check knows it: no fragment, the host lower-cased (URL does that). */
export function normaliseImportUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  return url.href;
}

function shorten(text: string): string {
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * POST /api/imports/urls body: up to 100 web addresses (http or https), blank lines ignored,
 * repeats kept once. Every refusal names the address at fault.
 */
export const ZCreateUrlImportSchema = z
  .object({
    urls: z
      .array(z.string().max(URL_IMPORT_LIMITS.maxUrlLength, `An address can be at most ${formatWholeNumber(URL_IMPORT_LIMITS.maxUrlLength)} characters.`))
      // The hard cap of the request; the 100 is counted after repeats and blank lines are dropped.
      .max(1_000, `Paste at most ${URL_IMPORT_LIMITS.maxUrls} addresses.`),
  })
  .transform((body, context) => {
    const urls: string[] = [];
    for (const raw of body.urls) {
      if (raw.trim() === '') continue;
      const url = normaliseImportUrl(raw);
      if (url === null) {
        context.addIssue({ code: 'custom', message: `This is not a web address (http:// or https://): ${shorten(raw.trim())}` });
        return z.NEVER;
      }
      if (!urls.includes(url)) urls.push(url);
    }
    if (urls.length === 0) {
      context.addIssue({ code: 'custom', message: 'Paste at least one recipe address.' });
      return z.NEVER;
    }
    if (urls.length > URL_IMPORT_LIMITS.maxUrls) {
      context.addIssue({ code: 'custom', message: `One import takes at most ${URL_IMPORT_LIMITS.maxUrls} addresses; you pasted ${urls.length}.` });
      return z.NEVER;
    }
    return { urls };
  });
export type TCreateUrlImport = z.output<typeof ZCreateUrlImportSchema>;

/** One page of a bulk URL import as read (its picture already stored), with notes for the problems list. */
export type TPageRecipe = { recipe: TGeneratedRecipe; notes: string[] };
/** Reads one page for the cook; throws an error whose message says why the page could not be read. */
export type TPageRecipeReader = (userId: string, url: string) => Promise<TPageRecipe>;

/** POST /api/imports/urls answer. */
export const ZCreatedUrlImportSchema = z.object({ id: z.string(), status: ZImportStatusSchema });
export type TCreatedUrlImport = z.infer<typeof ZCreatedUrlImportSchema>;

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
