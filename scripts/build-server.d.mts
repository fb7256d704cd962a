// Types of build-server.mjs for the test that builds the server in memory (server-bundle.test.ts).
import type { BuildOptions } from 'esbuild';

export const SERVER_OUT_DIR: string;
export const PGLITE_TEMPLATE_DIR: string;
export const OPTIONAL_PACKAGES: string[];
export function serverBuildOptions(outdir: string): BuildOptions;
export function buildServer(): Promise<void>;
