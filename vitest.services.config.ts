import { defineConfig } from 'vitest/config';

// Tests that need real services: PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL). `.ci/run`
// runs them with both set; they fail (never skip) without them, so `npm test` leaves them out and the
// default `vitest run` does not see them (vitest.config.ts excludes *.services.test.ts).
export default defineConfig({
  test: {
    name: 'services',
    include: ['src/server/**/*.services.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One file at a time: each starts app servers on a 2-core machine.
    fileParallelism: false,
  },
});
