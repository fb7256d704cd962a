/**
 * The real services a *.services.test.ts needs. Missing ones fail the file with a message, never a
 * silent skip: these tests run only where .ci/run sets both (see vitest.services.config.ts).
 */
export function readServiceEnv(): { databaseUrl: string; redisUrl: string } {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    throw new Error('These tests need TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis); .ci/run sets both. See README, "Test it".');
  }
  return { databaseUrl, redisUrl };
}
