// Messaging latency: the unread badge (polled every minute by every cook), the conversation lists
// and a message page, through the real app (app.inject: routing, auth, validation) on in-memory
// PGlite, with 5,000 conversations of 500 cooks in the table. Also prints the unread query's plan.
// Run: `npx tsx bench/messages.ts` (ITERATIONS=200 by default).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { conversation, message, user } from '../src/server/db/schema.ts';
import setupTemplate from '../src/server/test/global-setup.ts';
import { createTestApp } from '../src/server/test/test-app.ts';
import { createTestUser } from '../src/server/test/test-users.ts';
import { percentile } from './lib/percentile.ts';

const OTHER_COOKS = 500;
const CONVERSATIONS_PER_OTHER_COOK = 10;
const OWN_CONVERSATIONS = 200;
const ITERATIONS = Number(process.env.ITERATIONS ?? 200);
const WARMUP = 20;

function buildConversation(userId: string, index: number) {
  const at = new Date(Date.UTC(2026, 0, 1) + index * 60_000);
  return {
    id: randomUUID(),
    userId,
    subject: `Contact Form: Inquiry from Cook ${index}`,
    userName: `Cook ${index}`,
    userEmail: `cook${index}@example.test`,
    isReadAdmin: index % 3 !== 0,
    isReadUser: index % 4 !== 0,
    lastMessageSnippet: `Question ${index}`,
    createdAt: at,
    updatedAt: at,
  };
}

async function main() {
  await setupTemplate();
  const testApp = await createTestApp();
  try {
    const { db } = testApp.deps.database;
    const cook = await createTestUser(testApp);
    const admin = await createTestUser(testApp, { role: 'admin' });
    const others = Array.from({ length: OTHER_COOKS }, (_, index) => ({
      id: randomUUID(),
      name: `Other ${index}`,
      email: `other${index}@example.test`,
      emailVerified: true,
    }));
    for (let start = 0; start < others.length; start += 250) await db.insert(user).values(others.slice(start, start + 250));
    const rows = others.flatMap((other, cookIndex) =>
      Array.from({ length: CONVERSATIONS_PER_OTHER_COOK }, (_, index) => buildConversation(other.id, cookIndex * 10 + index)),
    );
    rows.push(...Array.from({ length: OWN_CONVERSATIONS }, (_, index) => buildConversation(cook.id, 100_000 + index)));
    for (let start = 0; start < rows.length; start += 250) await db.insert(conversation).values(rows.slice(start, start + 250));
    const own = rows[rows.length - 1];
    if (!own) throw new Error('no conversation');
    const messages = Array.from({ length: 500 }, (_, index) => ({
      id: randomUUID(),
      conversationId: own.id,
      senderId: cook.id,
      senderName: 'Cook',
      senderRole: 'user',
      text: `Message ${index}`,
      timestamp: new Date(Date.UTC(2026, 1, 1) + index * 1000),
    }));
    for (let start = 0; start < messages.length; start += 250) await db.insert(message).values(messages.slice(start, start + 250));
    await db.execute(sql`analyze`);

    const cases: { name: string; url: string; as: typeof cook }[] = [
      { name: 'unread count (badge poll)', url: '/api/user/conversations/unread-count', as: cook },
      { name: 'cook list, first 20', url: '/api/user/conversations?limit=20', as: cook },
      {
        name: 'cook list, page after cursor',
        url: `/api/user/conversations?limit=20&lastUpdatedAt=${encodeURIComponent(new Date(Date.UTC(2026, 0, 1) + 100_100 * 60_000).toISOString())}`,
        as: cook,
      },
      { name: 'messages, newest 20 of 500', url: `/api/conversations/${own.id}/messages?limit=20`, as: cook },
      { name: 'admin list, first 20 of 5,200', url: '/api/admin/conversations?limit=20', as: admin },
      { name: 'admin list, all 5,200 (dashboard)', url: '/api/admin/conversations', as: admin },
    ];

    console.info(
      `messages bench: ${rows.length} conversations (${OWN_CONVERSATIONS} of the measured cook), 500 messages in one, ${ITERATIONS} requests per case, PGlite in memory, app.inject`,
    );
    console.info('case | p50 ms | p95 ms | items');
    for (const { name, url, as } of cases) {
      const inject = () => testApp.app.inject({ method: 'GET', url, headers: { cookie: as.cookie } });
      for (let index = 0; index < WARMUP; index += 1) await inject();
      const iterations = url === '/api/admin/conversations' ? Math.min(ITERATIONS, 30) : ITERATIONS;
      const timings: number[] = [];
      let items = 0;
      for (let index = 0; index < iterations; index += 1) {
        const startedAt = performance.now();
        const response = await inject();
        timings.push(performance.now() - startedAt);
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
        const body: unknown = response.json();
        items = Array.isArray(body) ? body.length : 1;
      }
      timings.sort((a, b) => a - b);
      console.info(`${name} | ${percentile(timings, 50).toFixed(2)} | ${percentile(timings, 95).toFixed(2)} | ${items}`);
    }

    const plan = await db.execute(
      sql`explain select count(*) from conversation where user_id = ${cook.id} and is_read_user = false and is_deleted_by_user = false`,
    );
    console.info('unread-count plan:');
    const { rows: planRows } = z.object({ rows: z.array(z.record(z.string(), z.unknown())) }).parse(plan);
    for (const row of planRows) console.info(`  ${Object.values(row).join(' ')}`);
  } finally {
    await testApp.close();
  }
}

await main();
