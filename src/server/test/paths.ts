import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PGLITE_TEMPLATE_PATH = path.join(REPO_ROOT, '.tmp', 'pglite-template.tar');
