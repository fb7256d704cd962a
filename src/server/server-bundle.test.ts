import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTIONAL_PACKAGES, serverBuildOptions } from '../../scripts/build-server.mjs';

/** The packages a chunk loads, following its static imports only (what loading it costs at once). */
function readStaticPackages(metafile: Metafile, entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const item of metafile.outputs[file]?.imports ?? []) {
      if (item.kind !== 'import-statement') continue;
      if (item.external) packages.add(item.path);
      else visit(item.path);
    }
  };
  visit(entry);
  return packages;
}

// Issue 18: the optional services' SDKs cost half a second and ~30 MB at every start when nothing uses them.
describe('the server bundle', () => {
  let outdir: string;
  let metafile: Metafile;

  beforeAll(async () => {
    outdir = mkdtempSync(path.join(tmpdir(), 'forkcast-bundle-'));
    const result = await build({ ...serverBuildOptions(outdir), write: false, metafile: true, sourcemap: false });
    metafile = result.metafile;
  }, 60_000);

  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
  });

  const mainFile = () => {
    const file = Object.keys(metafile.outputs).find((name) => name.endsWith('/main.mjs'));
    if (!file) throw new Error('no main.mjs in the build');
    return file;
  };

  it('loads none of the optional SDKs when main.mjs starts', () => {
    const loaded = [...readStaticPackages(metafile, mainFile())];
    for (const name of OPTIONAL_PACKAGES) expect(loaded.filter((item) => item === name || item.startsWith(`${name}/`))).toEqual([]);
  });

  it('still reaches each of them through an import made on demand', () => {
    const dynamic = new Set<string>();
    for (const output of Object.values(metafile.outputs)) {
      for (const item of output.imports) if (item.external) dynamic.add(item.path);
    }
    for (const name of OPTIONAL_PACKAGES) expect(dynamic).toContain(name);
  });

  it('keeps PGlite a package import (it reads its WebAssembly beside its own files)', () => {
    expect([...readStaticPackages(metafile, mainFile())]).toContain('@electric-sql/pglite');
  });
});
