import { randomUUID } from 'node:crypto';
import { count, desc } from 'drizzle-orm';
import type { TAdminAuditAction, TAdminAuditEntry } from '../../../domain/admin-users.ts';
import type { TDatabase, TTransaction } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema.ts';

export type TAdminActor = { id: string; email: string };

/** Written inside the action's own transaction: an action without its audit entry never commits. */
export async function writeAuditEntry(tx: TTransaction, actor: TAdminActor, action: TAdminAuditAction, target: { id: string; email: string }): Promise<void> {
  await tx.insert(adminAuditLog).values({
    id: randomUUID(),
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetId: target.id,
    targetEmail: target.email,
  });
}

function toAuditAction(value: string): TAdminAuditAction {
  if (value === 'user.disable' || value === 'user.enable' || value === 'user.reset_count' || value === 'user.delete') return value;
  throw new Error(`unknown audit action ${value}`);
}

/** Newest first. */
export async function listAuditEntries(db: TDatabase, page: number, pageSize: number): Promise<{ entries: TAdminAuditEntry[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(adminAuditLog),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: toAuditAction(row.action),
      targetId: row.targetId,
      targetEmail: row.targetEmail,
      createdAt: row.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
  };
}
