// The browser build resolves `zod` to this module (vite.config.ts), so every chunk that uses zod gets it
// configured before any schema is defined. Zod 4 probes `new Function` to pick a faster parser; our CSP
// forbids eval, so the probe is reported as a violation. Jitless parsing skips it.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
