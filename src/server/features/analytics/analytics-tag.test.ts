import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

const TAG = 'https://stats.example.org/js/tag.js';

describe('ANALYTICS_TAG', () => {
  let webDir: string;
  let tagged: TTestApp;
  let plain: TTestApp;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'forkcast-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head><title>Forkcast</title></head><body><div id="root"></div></body></html>');
    tagged = await createTestApp({ webDir, env: { ANALYTICS_TAG: TAG } });
    plain = await createTestApp({ webDir });
  });

  afterAll(async () => {
    await tagged.close();
    await plain.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('adds the tag script to every page and opens the CSP to its origin only', async () => {
    for (const url of ['/', '/pricing', '/saved']) {
      const response = await tagged.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<script defer src="${TAG}"></script></head>`);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/(^|;)script-src 'self' 'sha256-[\w+/=]+' https:\/\/stats\.example\.org(;|$)/);
      expect(csp).toMatch(/(^|;)connect-src 'self' https:\/\/stats\.example\.org(;|$)/);
      expect(csp).not.toContain('stats.example.org/js');
    }
    // The shell by its file name (the service worker's offline copy) carries the tag too, never the raw file.
    const shell = await tagged.app.inject({ method: 'GET', url: '/index.html' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain(`<script defer src="${TAG}"></script></head>`);
  });

  it('adds nothing when unset', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/' });
    expect(response.body).not.toContain('<script defer src=');
    expect(String(response.headers['content-security-policy'])).toMatch(/(^|;)script-src 'self' 'sha256-[\w+/=]+'(;|$)/);
  });

  it('refuses a value that is not an https script URL at start', () => {
    for (const value of ['stats.example.org/tag.js', 'http://stats.example.org/tag.js', 'javascript:alert(1)', '<script>']) {
      expect(() => parseConfig({ ANALYTICS_TAG: value, DATA_DIR: tmpdir() })).toThrow(/ANALYTICS_TAG must be the https:\/\/ URL of the tag script/);
    }
    expect(parseConfig({ ANALYTICS_TAG: 'http://localhost:9000/tag.js', DATA_DIR: tmpdir() }).ANALYTICS_TAG).toBe('http://localhost:9000/tag.js');
  });
});
