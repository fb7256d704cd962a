/** A minimal server-sent events reader for tests and benches: the next event by name, in order. */
export type TStreamEvent = { event: string; id: string | undefined; data: string | undefined; receivedAt: number };

export type TEventStreamClient = {
  status: number;
  contentType: string | null;
  /** Resolves with the next event not yet taken (waits for it). */
  next: () => Promise<TStreamEvent>;
  /** Skips events until one named `name` arrives. */
  nextNamed: (name: string) => Promise<TStreamEvent>;
  /** Resolves when the server ends the stream (or it is closed here). */
  ended: Promise<void>;
  close: () => void;
};

export async function openEventStreamClient(url: string, headers: Record<string, string>): Promise<TEventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const queue: TStreamEvent[] = [];
  const waiters: ((event: TStreamEvent) => void)[] = [];
  const deliver = (event: TStreamEvent) => {
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };
  let ended: Promise<void> = Promise.resolve();
  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    ended = (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields = new Map(
              block
                .split('\n')
                .filter((line) => !line.startsWith(':') && line.includes(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as const),
            );
            const event = fields.get('event');
            if (event) deliver({ event, id: fields.get('id'), data: fields.get('data'), receivedAt: performance.now() });
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // closed
      }
    })();
  }
  const next = () => {
    const queued = queue.shift();
    return queued ? Promise.resolve(queued) : new Promise<TStreamEvent>((resolve) => waiters.push(resolve));
  };
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    next,
    ended,
    nextNamed: async (name) => {
      for (;;) {
        const event = await next();
        if (event.event === name) return event;
      }
    },
    close: () => controller.abort(),
  };
}
