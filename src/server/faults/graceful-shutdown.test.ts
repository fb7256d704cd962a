import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createChildCook, startChildServer, type TChildServer } from '../test/child-server.ts';
import { startFakeLlmServer, type TFakeLlmServer } from '../test/fake-llm-server.ts';

const IN_FLIGHT = 50;

const RECIPE = {
  title: 'Slow Lentil Soup',
  ingredients: [{ name: 'red lentils', quantity: '1 cup' }],
  instructions: ['Simmer the lentils.'],
  prepTime: '5 minutes',
  cookTime: '20 minutes',
  totalTime: '25 minutes',
  servings: '4',
  nutrition: { calories: '250', protein: '15', carbs: '40', fat: '2', fiber: '8', sugar: '3' },
  category: 'Dinner',
  notes: '',
};

describe('graceful shutdown under load', () => {
  let llm: TFakeLlmServer | undefined;
  let server: TChildServer | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forkcast-sigterm-'));

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await llm?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`SIGTERM with ${IN_FLIGHT} requests in flight: every one is answered, then the process exits 0`, async () => {
    // A slow recipe service keeps the requests inside the server while the signal arrives.
    llm = await startFakeLlmServer([{ kind: 'delay', ms: 3_000, then: { kind: 'content', content: JSON.stringify(RECIPE) } }]);
    server = await startChildServer(dataDir, { PAYMENTS: 'dev', LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'slow-model' });
    const running = server;
    const cook = await createChildCook(running, dataDir);
    const headers = { cookie: cook.cookie, origin: running.url, 'content-type': 'application/json' };
    expect((await fetch(`${running.url}/api/billing/dev/pay`, { method: 'POST', headers, body: JSON.stringify({ priceType: 'monthly' }) })).status).toBe(200);

    let answered = 0;
    const early: string[] = [];
    const requests = Array.from({ length: IN_FLIGHT }, async (_, index) => {
      const response = await fetch(`${running.url}/generate-recipe`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ prompt: `slow soup number ${index}`, userId: cook.id }),
      });
      const body = await response.text();
      answered += 1;
      early.push(`${response.status} ${body.slice(0, 200)}`);
      return { status: response.status, body };
    });
    const settled = Promise.allSettled(requests);
    // Every request is either waiting on the recipe service or already answered (a limit may refuse some).
    const deadline = Date.now() + 60_000;
    while (llm.requests.length + answered < IN_FLIGHT && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(llm.requests.length + answered).toBeGreaterThanOrEqual(IN_FLIGHT);
    const atTheService = llm.requests.length;
    expect(atTheService, `answered before the signal: ${early.slice(0, 3).join(' | ')}`).toBeGreaterThan(0);
    running.child.kill('SIGTERM');

    const results = await settled;
    const failures = results.filter((result) => result.status === 'rejected');
    expect(failures, 'requests cut by the shutdown').toEqual([]);
    const statuses = results.map((result) => (result.status === 'fulfilled' ? result.value.status : 0));
    expect(
      statuses.every((status) => status > 0 && status < 500),
      statuses.join(','),
    ).toBe(true);
    // The ones that were at the slow service when the signal came got their recipe.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(atTheService);
    expect(await running.exited).toBe(0);
    expect(running.readOutput()).not.toMatch(/shutdown failed/);
  }, 300_000);
});
