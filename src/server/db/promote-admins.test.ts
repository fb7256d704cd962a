import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { TDatabaseHandle } from './client.ts';
import { promoteAdmins } from './promote-admins.ts';
import { user } from './schema.ts';

// Issue 23: the admin role takes effect only once the listed address is verified, also at start.
describe('promoteAdmins', () => {
  let database: TDatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
    const now = new Date();
    await database.db.insert(user).values([
      { id: 'verified-listed', name: 'Admin', email: 'Admin@example.test', emailVerified: true, role: 'user', createdAt: now, updatedAt: now },
      { id: 'unverified-listed', name: 'Ops', email: 'ops@example.test', emailVerified: false, role: 'user', createdAt: now, updatedAt: now },
      { id: 'unverified-admin', name: 'Old', email: 'old@example.test', emailVerified: false, role: 'admin', createdAt: now, updatedAt: now },
      { id: 'verified-cook', name: 'Cook', email: 'cook@example.test', emailVerified: true, role: 'user', createdAt: now, updatedAt: now },
    ]);
    await promoteAdmins(database.db, ['admin@example.test', 'ops@example.test']);
  });

  afterAll(async () => {
    await database.close();
  });

  const readRole = async (id: string) => {
    const [row] = await database.db.select({ role: user.role }).from(user).where(eq(user.id, id));
    return row?.role;
  };

  it('grants the role to a listed address that is verified, whatever its case', async () => {
    expect(await readRole('verified-listed')).toBe('admin');
  });

  it('does not grant it to a listed address that is not verified yet', async () => {
    expect(await readRole('unverified-listed')).toBe('user');
  });

  it('takes it from an account whose address is not verified', async () => {
    expect(await readRole('unverified-admin')).toBe('user');
  });

  it('leaves other cooks alone', async () => {
    expect(await readRole('verified-cook')).toBe('user');
  });
});
