/**
 * The empty answer's schema, imported with the request: a page's first-load fetchers (the planner's
 * delete) bring no zod. Its own module: a dynamic import of zod itself would keep all of zod.
 */
export const nullAnswerLoader = { load: async () => (await import('./null-answer-schema.ts')).ZNullAnswerSchema };
