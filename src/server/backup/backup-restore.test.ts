import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createChildCook, startChildServer, type TChildServer } from '../test/child-server.ts';
import { createScratchPlaces } from '../test/scratch-places.ts';
import { REPO_ROOT } from '../test/paths.ts';

/**
 * `npm run backup` while a real server takes writes, `npm run restore` into a new DATA_DIR (or database),
 * a server on it: every recipe acknowledged before the backup started is there with its picture.
 */

type TCook = { email: string; cookie: string };
type TAckedRecipe = { id: string; title: string; imageUrl: string };

async function call(server: TChildServer, cook: TCook, method: string, url: string, body?: object): Promise<Response> {
  return fetch(`${server.url}${url}`, {
    method,
    headers: { cookie: cook.cookie, origin: server.url, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** Runs `npm run backup|restore`'s script with the server's settings; resolves with its exit code and output. */
async function runTool(tool: 'backup-cli' | 'restore-cli', args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'run-server-tool.mjs'), tool, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  return { code, output };
}

/** A recipe with a generated picture: the image file first, then the recipe that points at it. */
async function writeRecipeWithImage(server: TChildServer, cook: TCook, title: string): Promise<TAckedRecipe | null> {
  const image = await call(server, cook, 'POST', '/generate-image', { title, ingredients: ['2 cups flour', '1 egg'] });
  if (image.status !== 200) return null;
  const { imageUrl } = (await image.json()) as { imageUrl: string };
  const saved = await call(server, cook, 'POST', '/api/recipes', {
    title,
    ingredients: ['2 cups flour', '1 egg'],
    instructions: [`Mix the ${title}.`, 'Bake for 20 minutes.'],
    category: 'Dinner',
    servings: '2',
    imageUrl,
  });
  if (saved.status !== 201) return null;
  const { id } = (await saved.json()) as { id: string };
  return { id, title, imageUrl };
}

async function runScenario(makeDir: () => string, sourceEnv: Record<string, string>, targetEnv: Record<string, string>): Promise<void> {
  const sourceDir = makeDir();
  const first = await startChildServer(sourceDir, { PAYMENTS: 'dev', ...sourceEnv });
  let cook: TCook;
  const acked: TAckedRecipe[] = [];
  const images = new Map<string, Buffer>();
  const backupFile = path.join(makeDir(), 'nightly.tar.gz');
  try {
    cook = await createChildCook(first, sourceDir, 'Backup Cook');
    // Pro: more than the free plan's 10 saves.
    expect((await call(first, cook, 'POST', '/api/billing/dev/pay', { priceType: 'monthly' })).status).toBe(200);

    let isWriting = true;
    let sequence = 0;
    const writers = [0, 1, 2].map(async () => {
      while (isWriting) {
        sequence += 1;
        const written = await writeRecipeWithImage(first, cook, `Backup soup ${sequence}`).catch(() => null);
        if (written) acked.push(written);
      }
    });
    while (acked.length < 8) await new Promise((resolve) => setTimeout(resolve, 20));
    // Every write answered before this moment must be in the backup; the writers keep going during it.
    const ackedBeforeBackup = [...acked];
    const backup = await runTool('backup-cli', ['--out', backupFile], { DATA_DIR: sourceDir, ...sourceEnv });
    const ackedDuringBackup = acked.length - ackedBeforeBackup.length;
    isWriting = false;
    await Promise.all(writers);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output.trim().split('\n').at(-1)).toBe(backupFile);
    expect(ackedDuringBackup, 'writes went on while the backup ran').toBeGreaterThan(0);
    for (const recipe of ackedBeforeBackup) {
      const file = await fetch(`${first.url}${recipe.imageUrl}`);
      expect(file.status).toBe(200);
      images.set(recipe.id, Buffer.from(await file.arrayBuffer()));
    }
    first.child.kill('SIGTERM');
    await first.exited;

    const targetDir = makeDir();
    const restored = await runTool('restore-cli', [backupFile], { DATA_DIR: targetDir, ...targetEnv });
    expect(restored.code, restored.output).toBe(0);
    // A second restore onto what is now there is refused without --force.
    const again = await runTool('restore-cli', [backupFile], { DATA_DIR: targetDir, ...targetEnv });
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty');

    const second = await startChildServer(targetDir, { PAYMENTS: 'dev', ...targetEnv });
    try {
      // The session (and the secret that signs its cookie) came back too.
      const list = await call(second, cook, 'GET', '/api/recipes?limit=100');
      expect(list.status).toBe(200);
      const restoredRecipes = ((await list.json()) as { recipes: Array<{ id: string; title: string; imageUrl: string }> }).recipes;
      const byId = new Map(restoredRecipes.map((recipe) => [recipe.id, recipe]));
      for (const recipe of ackedBeforeBackup) {
        expect(byId.get(recipe.id), recipe.title).toMatchObject({ title: recipe.title, imageUrl: recipe.imageUrl });
        const file = await fetch(`${second.url}${recipe.imageUrl}`);
        expect(file.status, recipe.imageUrl).toBe(200);
        expect(Buffer.from(await file.arrayBuffer()).equals(images.get(recipe.id) ?? Buffer.alloc(0))).toBe(true);
      }
      // One snapshot: whatever else it holds (writes answered during the backup) is whole, picture included.
      for (const recipe of restoredRecipes) expect((await fetch(`${second.url}${recipe.imageUrl}`)).status, recipe.imageUrl).toBe(200);
      const profile = (await (await call(second, cook, 'GET', '/api/profile')).json()) as { savedRecipeCount: number };
      expect(profile.savedRecipeCount).toBe(restoredRecipes.length);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  } finally {
    if (first.child.exitCode === null) {
      first.child.kill('SIGKILL');
      await first.exited;
    }
  }
}

describe('npm run backup while the server writes, npm run restore into a new place', () => {
  const scratch = createScratchPlaces('fc-bk-');

  afterAll(async () => {
    await scratch.removeAll();
  });

  it('on PGlite: every recipe and picture answered before the backup started is restored', async () => {
    await runScenario(() => scratch.makeDir(), {}, {});
  }, 240_000);

  if (process.env.TEST_DATABASE_URL) {
    it('on PostgreSQL: every recipe and picture answered before the backup started is restored', async () => {
      const source = await scratch.makeDatabaseUrl();
      const target = await scratch.makeDatabaseUrl();
      await runScenario(() => scratch.makeDir(), { DATABASE_URL: source }, { DATABASE_URL: target });
    }, 240_000);
  }
});
