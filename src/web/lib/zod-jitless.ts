import { z } from 'zod';

// Zod 4 probes `new Function` when a schema is defined, to pick a faster parser. Our CSP forbids eval, so the
// probe is reported as a CSP violation in the browser. Jitless parsing skips it. Import this module before
// any module that defines schemas (ES modules evaluate imports in order).
z.config({ jitless: true });
