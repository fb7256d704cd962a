/// <reference lib="webworker" />
import { ANSWER_SCHEMAS, readAnswer, type TAnswerName } from './answer-schemas.ts';
import type { TAnswerRequest } from './answer-client.ts';

// The worker the page hands its answers' text to: zod's parse (100–200 ms at 4x CPU on each signed-in page's
// first load) runs here, off the main thread. A message with `id` asks for an answer; one without, sent when the
// request leaves, imports its schema in the meantime.
declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async ({ data }: MessageEvent<TAnswerRequest | { name: TAnswerName }>) => {
  if (!('id' in data)) {
    void ANSWER_SCHEMAS[data.name]();
    return;
  }
  // A schema's module that fails to load (a deploy in between) refuses the answer rather than leave the page waiting.
  const reading = await readAnswer(data.name, data.text).catch(() => ({ isRefused: true }));
  self.postMessage({ id: data.id, ...reading });
};
