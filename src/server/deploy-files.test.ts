import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { parseConfig, ZConfigSchema } from './config.ts';
import { REPO_ROOT } from './test/paths.ts';

// The Dockerfile and compose.yaml cannot be built here (no base images), so they are held to
// hadolint-style rules and to the app's own configuration parser instead. The README's settings
// table is checked against the same parser: no documented setting that does nothing.

type TInstruction = { keyword: string; args: string };

/** Dockerfile instructions with continuation lines joined and comments dropped. */
function parseDockerfile(text: string): TInstruction[] {
  const logical: string[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (current === '' && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    logical.push(current + line);
    current = '';
  }
  return logical.map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
  });
}

/** The instructions of each stage, split at FROM. */
function splitStages(instructions: TInstruction[]): TInstruction[][] {
  const stages: TInstruction[][] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

function isPinnedImage(image: string): boolean {
  const tag = image.split('/').at(-1)?.split(':')[1];
  return tag !== undefined && tag !== '' && tag !== 'latest';
}

/** ENV a=b c=d (or the legacy `ENV a b`) as pairs. */
function readEnv(args: string): Record<string, string> {
  if (!args.includes('=')) {
    const [name = '', ...value] = args.split(/\s+/);
    return { [name]: value.join(' ') };
  }
  return Object.fromEntries(
    args
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
}

const CONFIG_KEYS = new Set(Object.keys(ZConfigSchema.shape));
/** Read by scripts/start.mjs, not the server: skips the web build in an image that has it. */
const START_SCRIPT_KEYS = new Set(['FORKCAST_SKIP_BUILD']);
const SECRET_NAME = /SECRET|PASSWORD|_KEY$|TOKEN/;

describe('Dockerfile', () => {
  const instructions = parseDockerfile(readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8'));
  const stages = splitStages(instructions);
  const runtime = stages.at(-1) ?? [];
  const find = (stage: TInstruction[], keyword: string) => stage.filter((instruction) => instruction.keyword === keyword);

  it('has a named build stage and a runtime stage, each on a pinned base image (DL3006, DL3007)', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) {
      const [from] = stage;
      const [image = '', as, name] = (from?.args ?? '').split(/\s+/);
      expect(isPinnedImage(image), image).toBe(true);
      expect(as?.toUpperCase()).toBe('AS');
      expect(name).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('runs as a non-root user in the image it ships (DL3002)', () => {
    const user = find(runtime, 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
  });

  it('checks /healthz with a HEALTHCHECK in exec form, and starts in exec form (DL3025)', () => {
    const healthcheck = find(runtime, 'HEALTHCHECK').at(-1)?.args ?? '';
    expect(healthcheck).toMatch(/CMD \[/);
    expect(healthcheck).toContain('/healthz');
    for (const cmd of [...find(runtime, 'CMD'), ...find(runtime, 'ENTRYPOINT')]) {
      expect(() => z.array(z.string()).parse(JSON.parse(cmd.args))).not.toThrow();
    }
    expect(find(runtime, 'CMD').at(-1)?.args).toBe('["node", "scripts/start.mjs"]');
  });

  it('uses COPY, not ADD (DL3020), absolute WORKDIRs (DL3000), and only files the repository has', () => {
    expect(instructions.filter((instruction) => instruction.keyword === 'ADD')).toEqual([]);
    for (const workdir of instructions.filter((instruction) => instruction.keyword === 'WORKDIR')) expect(workdir.args.startsWith('/')).toBe(true);
    for (const copy of instructions.filter((instruction) => instruction.keyword === 'COPY' && !instruction.args.includes('--from'))) {
      const sources = copy.args
        .split(/\s+/)
        .filter((part) => !part.startsWith('--'))
        .slice(0, -1);
      for (const source of sources) expect(existsSync(path.join(REPO_ROOT, source)), source).toBe(true);
    }
  });

  it('installs production dependencies only, with npm ci', () => {
    const runs = instructions.filter((instruction) => instruction.keyword === 'RUN').map((instruction) => instruction.args);
    expect(runs.some((run) => /npm ci\b.*--omit=dev/.test(run))).toBe(true);
    expect(runs.some((run) => /npm (install|i)\b/.test(run))).toBe(false);
  });

  it('sets only settings the server knows, no secrets, and exposes the port it listens on', () => {
    const env = Object.assign({}, ...find(runtime, 'ENV').map((instruction) => readEnv(instruction.args))) as Record<string, string>;
    for (const name of Object.keys(env)) {
      expect(CONFIG_KEYS.has(name) || START_SCRIPT_KEYS.has(name), name).toBe(true);
      expect(SECRET_NAME.test(name), name).toBe(false);
    }
    expect(find(runtime, 'EXPOSE').map((instruction) => instruction.args)).toContain(env.PORT);
    // In production on 0.0.0.0 the server needs APP_URL: the image alone must refuse to start without it.
    expect(() => parseConfig(env)).toThrow(/APP_URL is required/);
    expect(parseConfig({ ...env, APP_URL: 'https://recipes.example.com' }).HOST).toBe('0.0.0.0');
  });
});

const ZComposeSchema = z.object({
  services: z.record(
    z.string(),
    z.object({
      image: z.string().optional(),
      build: z.unknown().optional(),
      environment: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      depends_on: z.record(z.string(), z.object({ condition: z.string() })).optional(),
      healthcheck: z.object({ test: z.array(z.string()) }).optional(),
      command: z.union([z.string(), z.array(z.string())]).optional(),
    }),
  ),
});

/** Compose's ${VAR:-default} → default, ${VAR:?message} → a valid sample, ${VAR} → ''. */
function interpolate(value: string, samples: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_, name: string, operator: string | undefined, rest: string) => {
    if (operator === '-') return rest;
    if (operator === '?') return samples[name] ?? 'x';
    return '';
  });
}

describe('compose.yaml', () => {
  const compose = ZComposeSchema.parse(parseYaml(readFileSync(path.join(REPO_ROOT, 'compose.yaml'), 'utf8')));
  const { services } = compose;
  const app = services.app;
  const samples = { AUTH_SECRET: 'q8Zr1vN0pLk3Xw7Yb2Tc9Md4Hs6Gf5Je' };
  const appEnv = Object.fromEntries(Object.entries(app?.environment ?? {}).map(([name, value]) => [name, interpolate(String(value), samples)]));

  it('runs the app with PostgreSQL, Redis and an S3-compatible store, each on a pinned image', () => {
    expect(app?.build).toBeDefined();
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['app', 'postgres', 'redis', 'minio']));
    for (const [name, service] of Object.entries(services)) {
      if (service.image && name !== 'app') expect(isPinnedImage(service.image), `${name}: ${service.image}`).toBe(true);
    }
  });

  it('gives the app only settings the server knows, and they pass its own production checks', () => {
    for (const name of Object.keys(appEnv)) expect(CONFIG_KEYS.has(name), name).toBe(true);
    const config = parseConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', ...appEnv });
    expect(config.DATABASE_URL).toMatch(/^postgres:\/\//);
    expect(config.REDIS_URL).toMatch(/^redis:\/\//);
    expect(config.S3_BUCKET).toBe('forkcast');
    // Without AUTH_SECRET compose itself stops with a message (${AUTH_SECRET:?...}).
    expect(String(app?.environment?.AUTH_SECRET)).toMatch(/^\$\{AUTH_SECRET:\?.+\}$/);
  });

  it('points the app at the services by name, and the bucket it uses is the one created', () => {
    const hostOf = (url: string | undefined) => new URL(url ?? 'http://missing').hostname;
    expect(services[hostOf(appEnv.DATABASE_URL)]).toBeDefined();
    expect(services[hostOf(appEnv.REDIS_URL)]).toBeDefined();
    expect(services[hostOf(appEnv.S3_ENDPOINT)]).toBeDefined();
    const minioEnv = services.minio?.environment ?? {};
    expect(appEnv.S3_ACCESS_KEY_ID).toBe(interpolate(String(minioEnv.MINIO_ROOT_USER), samples));
    expect(appEnv.S3_SECRET_ACCESS_KEY).toBe(interpolate(String(minioEnv.MINIO_ROOT_PASSWORD), samples));
    expect([services['minio-bucket']?.command].flat().join(' ')).toContain(`local/${appEnv.S3_BUCKET}`);
  });

  it('starts the app only once its dependencies are healthy, and each of them has a healthcheck', () => {
    const dependsOn = app?.depends_on ?? {};
    expect(Object.keys(dependsOn).length).toBeGreaterThanOrEqual(3);
    for (const [name, { condition }] of Object.entries(dependsOn)) {
      expect(['service_healthy', 'service_completed_successfully'], name).toContain(condition);
      if (condition === 'service_healthy') expect(services[name]?.healthcheck?.test.length, name).toBeGreaterThan(0);
    }
  });
});

describe('README configuration table', () => {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  const documented = new Set(
    [...section.matchAll(/^\| (.+?) \|/gm)].flatMap((match) => [...(match[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((name) => name[1] ?? '')),
  );

  it('documents only settings the server reads, and every one it reads', () => {
    const internal = new Set(['NODE_ENV', 'TEST_CLOCK_FILE']);
    expect([...documented].filter((name) => !CONFIG_KEYS.has(name))).toEqual([]);
    expect([...CONFIG_KEYS].filter((name) => !internal.has(name) && !documented.has(name))).toEqual([]);
  });

  it('marks nothing as "not supported yet"', () => {
    expect(section).not.toMatch(/not supported yet/i);
  });
});
