import { createServer } from 'node:http';

export type TLocalPage = { status?: number; headers?: Record<string, string>; body?: string | Buffer; hang?: boolean };

export type TLocalPageServer = { origin: string; close: () => Promise<void> };

/** Serves fixed pages by path on 127.0.0.1 for URL-import tests. */
export async function startLocalPageServer(pages: Record<string, TLocalPage>): Promise<TLocalPageServer> {
  const server = createServer((request, response) => {
    const page = pages[(request.url ?? '/').split('?')[0] ?? '/'];
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (page.hang) return;
    response.writeHead(page.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...page.headers });
    response.end(page.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
