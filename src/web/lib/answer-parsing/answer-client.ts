import type { TAnswerName, TAnswerReading } from './answer-schemas.ts';

// The page's side of the answer worker (answer-worker.ts), kept small: it is in every signed-in page's first
// load. Where no worker starts (jsdom, a browser without module workers, a worker that fails to load), the
// page parses the answer itself with the same code (answer-schemas.ts), imported only then.

export type TAnswerRequest = { id: number; name: TAnswerName; text: string };

type TWaiting = { request: TAnswerRequest; resolve: (reading: TAnswerReading | Promise<TAnswerReading>) => void };

/** undefined: not started yet; null: none, the page parses. */
let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, TWaiting>();

const readHere = ({ name, text }: TAnswerRequest) => import('./answer-schemas.ts').then((schemas) => schemas.readAnswer(name, text));

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker !== 'function') return null;
  try {
    const started = new Worker(new URL('./answer-worker.ts', import.meta.url), { type: 'module' });
    started.onmessage = ({ data }: MessageEvent<TAnswerReading & { id: number }>) => {
      waiting.get(data.id)?.resolve(data);
      waiting.delete(data.id);
    };
    // A worker that could not load: what it was given, and every later answer, is parsed here.
    started.onerror = () => {
      worker = null;
      for (const { request, resolve } of waiting.values()) resolve(readHere(request));
      waiting.clear();
    };
    worker = started;
  } catch {
    // No module workers here: the page parses.
  }
  return worker;
}

/** Sent with the request: the worker imports the answer's schema while the answer is on its way. */
export function prepareAnswer(name: TAnswerName): void {
  startWorker()?.postMessage({ name });
}

/** An answer's text read against its named schema, in the worker when there is one. */
export function readAnswerText(name: TAnswerName, text: string): Promise<TAnswerReading> {
  const request = { id: nextId++, name, text };
  const current = startWorker();
  if (!current) return readHere(request);
  return new Promise((resolve) => {
    waiting.set(request.id, { request, resolve });
    current.postMessage(request);
  });
}
