// The e2e suite drives Debian's Chromium; say how to get it instead of failing obscurely.
import { existsSync } from 'node:fs';

const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(candidate)) {
  console.error(
    `Chromium was not found at ${candidate}.\n` +
      'The end-to-end tests need it. Install it with `apt-get install chromium` (Debian/Ubuntu),\n' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}
