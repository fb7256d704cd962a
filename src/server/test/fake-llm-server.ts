import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TFakeLlmReply =
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'hang' }
  /** Answers like `then`, after `ms` (a slow upstream that still answers). */
  | { kind: 'delay'; ms: number; then: { kind: 'content'; content: string } | { kind: 'status'; status: number; body?: string } };

export type TFakeLlmRequest = { path: string; authorization: string | undefined; body: Record<string, unknown> };

export type TFakeLlmServer = {
  baseUrl: string;
  requests: TFakeLlmRequest[];
  /** Replies are used in order; the last one repeats. */
  setReplies: (replies: TFakeLlmReply[]) => void;
  close: () => Promise<void>;
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...parsed } : {};
}

/** A local stand-in for an OpenAI-compatible /v1/chat/completions endpoint, on 127.0.0.1. */
export async function startFakeLlmServer(initialReplies: TFakeLlmReply[] = []): Promise<TFakeLlmServer> {
  let replies = initialReplies;
  let served = 0;
  const requests: TFakeLlmRequest[] = [];
  const hanging = new Set<() => void>();
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request);
      requests.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      let reply = replies[Math.min(served, replies.length - 1)] ?? { kind: 'status', status: 500 };
      served += 1;
      if (reply.kind === 'delay') {
        const { ms, then } = reply;
        await new Promise((resolve) => setTimeout(resolve, ms));
        reply = then;
      }
      if (reply.kind === 'hang') {
        hanging.add(() => response.destroy());
        return;
      }
      if (reply.kind === 'status') {
        // A short retry-after keeps the SDK's one retry fast in tests.
        response.writeHead(reply.status, { 'content-type': 'application/json', 'retry-after-ms': '10' });
        response.end(reply.body ?? JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: `chatcmpl-${served}`,
          object: 'chat.completion',
          created: 1_700_000_000,
          model: String(body.model ?? 'fake'),
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? (address satisfies AddressInfo).port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setReplies(next) {
      replies = next;
      served = 0;
    },
    async close() {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function toContentReply(value: unknown): TFakeLlmReply {
  return { kind: 'content', content: JSON.stringify(value) };
}
