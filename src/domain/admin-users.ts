import { z } from 'zod';
import { ZHouseholdSchema } from './household.ts';
import { ADMIN_DEFAULT_PAGE_SIZE } from './limits.ts';

// Contracts of the admin user API (/api/admin/users: the Users tab, enabling, disabling, resetting the count).

export const ADMIN_USER_SORTS = ['email', 'subscription', 'recipeCount', 'status'] as const;
export type TAdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type TSortDirection = (typeof SORT_DIRECTIONS)[number];

export const ADMIN_USER_SEARCH_MAX_LENGTH = 100;
/** Above the UI's 10/25/50 so API clients can page faster, but bounded. */
export const ADMIN_PAGE_SIZE_MAX = 100;

/** GET /api/admin/users query string; no parameters = the spec's first page, email ascending. */
export const ZListAdminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_DEFAULT_PAGE_SIZE),
  sort: z.enum(ADMIN_USER_SORTS).default('email'),
  dir: z.enum(SORT_DIRECTIONS).default('asc'),
  q: z.string().trim().max(ADMIN_USER_SEARCH_MAX_LENGTH).optional(),
});
export type TListAdminUsersQuery = z.infer<typeof ZListAdminUsersQuerySchema>;

export const ZAdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** As stored: free, pro, canceling (or the cancel response's cancelling). */
  subscriptionStatus: z.string(),
  isPro: z.boolean(),
  usageCount: z.number().int(),
  usageMonth: z.string(),
  /** Generations used this month: what the Recipe Count column shows as used/5 or used/∞. */
  recipeCount: z.number().int(),
  /** Saved recipes in the library (beyond the spec; the details dialog may show it). */
  savedRecipeCount: z.number().int(),
  disabled: z.boolean(),
  role: z.enum(['admin', 'user']),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

/** GET /api/admin/users/:id: the row's fields and the cook's household (null: none yet, an account made by hand). */
export const ZAdminUserDetailsSchema = ZAdminUserSchema.extend({ household: ZHouseholdSchema.nullable() });
export type TAdminUserDetails = z.infer<typeof ZAdminUserDetailsSchema>;

export const ZListAdminUsersResponseSchema = z.object({
  users: z.array(ZAdminUserSchema),
  /** Matches of the whole query, not just this page. */
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TListAdminUsersResponse = z.infer<typeof ZListAdminUsersResponseSchema>;

/** PATCH /api/admin/users/:id */
export const ZUpdateAdminUserSchema = z.object({ disabled: z.boolean() }).strict();

export const ADMIN_AUDIT_ACTIONS = ['user.disable', 'user.enable', 'user.reset_count', 'user.delete'] as const;
export type TAdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export const ZAdminAuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  targetId: z.string(),
  targetEmail: z.string(),
  createdAt: z.string(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntrySchema>;

export const ZListAdminAuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_DEFAULT_PAGE_SIZE),
});

export const ZListAdminAuditResponseSchema = z.object({
  entries: z.array(ZAdminAuditEntrySchema),
  total: z.number().int().nonnegative(),
});
