import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAnswer } from './answer-schemas.ts';

// The client keeps its worker in module state: each test imports a fresh copy.
async function importClient() {
  vi.resetModules();
  return import('./answer-client.ts');
}

/** A Worker through its interface: what the page posts, and replies from readAnswer as answer-worker.ts does. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  posted: unknown[] = [];
  isReplying = true;

  constructor(
    readonly url: URL | string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }

  postMessage(data: { id?: number; name: 'unreadCount'; text?: string }) {
    this.posted.push(data);
    const { id, name, text } = data;
    if (id === undefined || text === undefined || !this.isReplying) return;
    void readAnswer(name, text).then((reading) => this.onmessage?.({ data: { id, ...reading } }));
  }
}

/** The one worker the client started. */
function onlyWorker(): FakeWorker {
  const [worker, ...others] = FakeWorker.started;
  if (!worker || others.length > 0) throw new Error(`expected one worker, got ${FakeWorker.started.length}`);
  return worker;
}

describe('answer parsing', () => {
  beforeEach(() => {
    FakeWorker.started = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('parses on the page where there is no Worker (jsdom), and refuses text that is not JSON or not of its schema', async () => {
    const { readAnswerText } = await importClient();
    await expect(readAnswerText('unreadCount', '{"unreadCount":2,"extra":1}')).resolves.toEqual({ isRefused: false, answer: { unreadCount: 2 } });
    await expect(readAnswerText('unreadCount', '{"unreadCount":"two"}')).resolves.toEqual({ isRefused: true });
    await expect(readAnswerText('unreadCount', '<html>Bad gateway</html>')).resolves.toEqual({ isRefused: true });
    await expect(readAnswerText('nullAnswer', '')).resolves.toEqual({ isRefused: false, answer: null });
  });

  it('hands the text to one module worker, which is asked to ready the schema when the request leaves', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { prepareAnswer, readAnswerText } = await importClient();
    prepareAnswer('unreadCount');
    await expect(readAnswerText('unreadCount', '{"unreadCount":3}')).resolves.toMatchObject({ isRefused: false, answer: { unreadCount: 3 } });
    await expect(readAnswerText('unreadCount', '{"unreadCount":-1.5}')).resolves.toMatchObject({ isRefused: true });
    const worker = onlyWorker();
    expect(worker.options).toEqual({ type: 'module' });
    expect(String(worker.url)).toContain('answer-worker');
    expect(worker.posted).toEqual([
      { name: 'unreadCount' },
      { id: 0, name: 'unreadCount', text: '{"unreadCount":3}' },
      { id: 1, name: 'unreadCount', text: '{"unreadCount":-1.5}' },
    ]);
  });

  it('parses on the page what a worker that failed to load was given, and every answer after', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { readAnswerText } = await importClient();
    const waiting = readAnswerText('unreadCount', '{"unreadCount":4}');
    const worker = onlyWorker();
    worker.isReplying = false;
    worker.onerror?.();
    await expect(waiting).resolves.toEqual({ isRefused: false, answer: { unreadCount: 4 } });
    await expect(readAnswerText('unreadCount', '{"unreadCount":5}')).resolves.toEqual({ isRefused: false, answer: { unreadCount: 5 } });
    expect(onlyWorker().posted).toHaveLength(1);
  });

  it('turns a refused answer into an INVALID_RESPONSE ApiError, never the data', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ unreadCount: '<img src=x>' }), { status: 200 })),
    );
    vi.resetModules();
    const { apiRequest } = await import('../api-client.ts');
    await expect(apiRequest('/api/user/conversations/unread-count', 'unreadCount')).rejects.toMatchObject({
      name: 'ApiError',
      code: 'INVALID_RESPONSE',
      status: 200,
    });
    expect(FakeWorker.started).toHaveLength(1);
  });
});
