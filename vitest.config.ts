import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects so each layer runs in the environment it ships to.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['eslint-rules/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          // Need PostgreSQL and Redis: vitest.services.config.ts, run by .ci/run.
          exclude: ['src/server/**/*.services.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          // Above the 5 s wait for a lazy chunk in setup.ts, so a slow import fails as a timeout of its wait.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
