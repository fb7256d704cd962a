// Times better-auth's password hash (scrypt N=16384, r=16, p=1, 64-byte key) on this machine.
// Run: node bench/password-hash.mjs
import { hashPassword, verifyPassword } from '@better-auth/utils/password';

const RUNS = 20;
const password = 'a kitchen full of basil';
const times = [];
let hash = '';
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  hash = await hashPassword(password);
  times.push(performance.now() - start);
}
const verifyStart = performance.now();
const isValid = await verifyPassword(hash, password);
const verifyMs = performance.now() - verifyStart;
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.info(`scrypt hash: median ${median.toFixed(1)} ms, min ${times[0].toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms over ${RUNS} runs`);
console.info(`verify: ${verifyMs.toFixed(1)} ms (valid=${isValid})`);
