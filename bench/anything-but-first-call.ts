// The first 'anything but X' request after start (issue #26, seventeenth round): how long it takes once the built-in
// composer is made as the server makes it. Run: npx tsx bench/anything-but-first-call.ts
import { performance } from 'node:perf_hooks';
import { createBuiltinComposer } from '../src/server/providers/llm/create-builtin-composer.ts';
import { composeForPrompt } from '../src/server/composer/test-helpers.ts';

const started = performance.now();
createBuiltinComposer();
const made = performance.now();
composeForPrompt('a quick lunch', ['eggs', 'spinach']);
const plain = performance.now();
composeForPrompt('anything but pasta tonight', ['chicken breast', 'rice', 'broccoli']);
const first = performance.now();
composeForPrompt('anything but rice please', ['pork mince', 'noodles', 'pak choi']);
const second = performance.now();
console.info(
  `composer made ${(made - started).toFixed(0)} ms; a plain request ${(plain - made).toFixed(0)} ms; first 'anything but' ${(first - plain).toFixed(0)} ms; second ${(second - first).toFixed(0)} ms`,
);
