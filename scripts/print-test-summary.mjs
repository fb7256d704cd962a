// One closing line for CI over both runners' JSON reports: "Tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
// The unit run, and the service tests .ci/run adds on PostgreSQL + Redis.
for (const file of ['.tmp/vitest-report.json', '.tmp/vitest-services-report.json']) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (existsSync('.tmp/playwright-report.json')) {
  const { stats } = JSON.parse(readFileSync('.tmp/playwright-report.json', 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  skipped += stats?.skipped ?? 0;
}
console.info(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
