import { createServer, connect, type Socket } from 'node:net';

export type TTcpProxy = {
  port: number;
  /** Drops every connection and refuses new ones (resets them), as a restarting database does. */
  cut: () => void;
  /** Forwards again. */
  restore: () => void;
  close: () => Promise<void>;
};

/** A loopback TCP proxy to `target`, to take a service away from the app without stopping it. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TTcpProxy> {
  let isCut = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    cut() {
      isCut = true;
      for (const socket of sockets) socket.resetAndDestroy();
      sockets.clear();
    },
    restore() {
      isCut = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
