// File import of a generated 1,000-recipe Paprika export (each recipe with a small picture), through the
// real upload route on in-memory PGlite: upload → read → review → confirm → done. Prints wall time of
// each phase and the process's peak memory (RSS high-water mark from /proc, and the V8 heap's).
// Run: `npx tsx bench/import.ts` (RECIPES=1000 by default).
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { ZImportJobSchema, type TImportJob } from '../src/domain/imports.ts';
import { profile } from '../src/server/db/schema.ts';
import { buildPaprikaFile, PAPRIKA_RECIPES } from '../src/server/features/imports/fixtures/build-fixtures.ts';
import setupTemplate from '../src/server/test/global-setup.ts';
import { createTestApp } from '../src/server/test/test-app.ts';
import { createTestUser } from '../src/server/test/test-users.ts';

const RECIPES = Number(process.env.RECIPES ?? 1_000);

function readPeakRssMb(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return match?.[1] ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

let peakHeapMb = 0;
const heapWatch = setInterval(() => {
  peakHeapMb = Math.max(peakHeapMb, Math.round(process.memoryUsage().heapUsed / (1024 * 1024)));
}, 20);

async function main() {
  await setupTemplate();
  const testApp = await createTestApp();
  const cook = await createTestUser(testApp);
  await testApp.deps.database.db.update(profile).set({ subscriptionStatus: 'pro' }).where(eq(profile.userId, cook.id));
  const [withPicture] = PAPRIKA_RECIPES;
  if (!withPicture) throw new Error('no fixture');
  const recipes = Array.from({ length: RECIPES }, (_, index) => ({
    ...withPicture,
    uid: `BENCH-${index}`,
    name: `Bench Recipe ${index + 1}`,
    ingredients: Array.from({ length: 10 }, (_unused, line) => `${line + 1} cups ingredient number ${line}`).join('\n'),
    directions: Array.from({ length: 6 }, (_unused, step) => `Step ${step + 1}: stir the pot for ${step + 2} minutes.`).join('\n'),
  }));
  const file = Buffer.from(buildPaprikaFile(recipes));
  const boundary = '----bench';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.paprikarecipes"\r\nContent-Type: application/zip\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const baselineRss = readPeakRssMb();
  const poll = async (id: string, status: TImportJob['status']) => {
    for (;;) {
      const job = ZImportJobSchema.parse((await testApp.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: { cookie: cook.cookie } })).json());
      if (job.status !== status) return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const started = performance.now();
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { cookie: cook.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const { id } = ZImportJobSchema.pick({ id: true }).parse(created.json());
  const uploaded = performance.now();
  const reviewed = await poll(id, 'reading');
  const read = performance.now();
  await testApp.app.inject({ method: 'POST', url: `/api/imports/${id}/confirm`, headers: { cookie: cook.cookie } });
  const done = await poll(id, 'importing');
  const finished = performance.now();
  clearInterval(heapWatch);
  console.info(`file: ${RECIPES} recipes, ${(file.length / (1024 * 1024)).toFixed(2)} MB`);
  console.info(`upload (store + format check): ${Math.round(uploaded - started)} ms`);
  console.info(`read to review: ${Math.round(read - uploaded)} ms (${reviewed.status}, ${reviewed.total} read)`);
  console.info(`import after confirm: ${Math.round(finished - read)} ms (${done.status}: ${done.imported} imported, ${done.skipped} skipped)`);
  console.info(`total: ${Math.round(finished - started)} ms; ${((finished - read) / Math.max(1, done.imported)).toFixed(1)} ms a recipe saved`);
  console.info(`peak RSS: ${readPeakRssMb()} MB (before upload: ${baselineRss} MB); peak V8 heap used: ${peakHeapMb} MB`);
  await testApp.close();
}

await main();
