import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BODY_LIMIT_BYTES } from './app.ts';
import { createTestApp, TEST_APP_URL, type TTestApp } from './test/test-app.ts';
import { createTestUser } from './test/test-users.ts';
import { THEME_INIT_SCRIPT } from '../domain/theme.ts';

describe('app shell', () => {
  let testApp: TTestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'forkcast-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Forkcast</title><div id="root"></div>');
    writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *\n');
    mkdirSync(path.join(webDir, 'prerendered'));
    writeFileSync(path.join(webDir, 'prerendered', 'login.html'), '<!doctype html><title>Login | Forkcast</title><div id="root"><h1>Login</h1></div>');
    mkdirSync(path.join(webDir, 'prerendered', 'signed-in'));
    writeFileSync(
      path.join(webDir, 'prerendered', 'signed-in', 'saved.html'),
      '<!doctype html><title>Saved Recipes | Forkcast</title><div id="root" data-signed-in-shell><h1>Saved Recipes</h1></div>',
    );
    testApp = await createTestApp({ webDir });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers /healthz when the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 DATABASE_UNAVAILABLE through the error handler when the database does not answer', async () => {
    const ping = vi.spyOn(testApp.deps.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(ping).toHaveBeenCalled();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'Database unavailable.', code: 'DATABASE_UNAVAILABLE' });
    expect(response.body).not.toContain('connection refused');
  });

  it('answers unknown API paths with a JSON 404 that does not echo the URL', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing-xyz?secret=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
    expect(response.body).not.toContain('no-such-thing-xyz');
  });

  it('serves the SPA for page routes', async () => {
    for (const url of ['/', '/create', '/some/unknown/page']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a prerendered public page with its built HTML, and keeps the files themselves private', async () => {
    for (const url of ['/login', '/login/', '/login?next=1']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"><h1>Login</h1></div>');
    }
    // A page without a prerendered file (or an older build without them) gets the empty shell.
    expect((await testApp.app.inject({ method: 'GET', url: '/signup' })).body).toContain('<div id="root"></div>');
    expect((await testApp.app.inject({ method: 'GET', url: '/prerendered/login.html' })).statusCode).toBe(404);
  });

  it("answers a signed-in page with its prerendered frame only when the browser's session cookie names a session", async () => {
    const cook = await createTestUser(testApp);
    for (const cookie of [cook.cookie, `theme=dark; ${cook.cookie}`]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/saved', headers: { cookie } });
      expect(response.body, cookie).toContain('<div id="root" data-signed-in-shell><h1>Saved Recipes</h1></div>');
      expect(response.headers.vary, cookie).toContain('cookie');
    }
    // A visitor (or an empty cookie, or the HTTPS name on plain http, which better-auth does not read there, or a
    // cookie whose session ended or never was) gets the shell, whose guard says Loading and then sends them to
    // /login: no frame, and no request for the page's data that could only answer 401.
    const ended = await createTestUser(testApp);
    const signOut = await testApp.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: ended.cookie, origin: TEST_APP_URL } });
    expect(signOut.statusCode).toBe(200);
    for (const cookie of [
      undefined,
      'theme=dark',
      'better-auth.session_token=',
      '__Secure-better-auth.session_token=abc.def',
      'better-auth.session_token=abc.def',
      ended.cookie,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/saved', headers: cookie ? { cookie } : {} });
      expect(response.body, String(cookie)).toContain('<div id="root"></div>');
      expect(response.headers.vary, String(cookie)).toContain('cookie');
    }
    // A signed-in page without a built frame (an older build) gets the shell too.
    expect((await testApp.app.inject({ method: 'GET', url: '/create', headers: { cookie: 'better-auth.session_token=abc' } })).body).toContain(
      '<div id="root"></div>',
    );
    expect((await testApp.app.inject({ method: 'GET', url: '/prerendered/signed-in/saved.html' })).statusCode).toBe(404);
  });

  it('behind HTTPS, knows the session cookie by the __Secure- name better-auth gives it there', async () => {
    const secureApp = await createTestApp({ webDir, env: { APP_URL: 'https://forkcast.example' } });
    try {
      const cook = await createTestUser(secureApp);
      expect(cook.cookie).toContain('__Secure-better-auth.session_token=');
      const frame = await secureApp.app.inject({ method: 'GET', url: '/saved', headers: { cookie: cook.cookie } });
      expect(frame.body).toContain('<div id="root" data-signed-in-shell>');
      const shell = await secureApp.app.inject({ method: 'GET', url: '/saved', headers: { cookie: cook.cookie.replace('__Secure-', '') } });
      expect(shell.body).toContain('<div id="root"></div>');
      // The API reference names the same cookie.
      const document = (await secureApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(document.components.securitySchemes.sessionCookie.name).toBe('__Secure-better-auth.session_token');
    } finally {
      await secureApp.close();
    }
  });

  it('answers a missing file with an extension with 404, not the SPA', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/missing-file.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('serves hashed assets with long-lived cache headers and compression', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(response.headers['content-encoding']);
  });

  it('serves plain public files with a short cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends security headers with a CSP', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("allows exactly the theme's inline script by its hash, and no other inline script", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    const hash = createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64');
    const scriptSources = /(?:^|;)script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
    expect(scriptSources.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: TEST_APP_URL },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    // On the better-auth mount the text is also under `message`, which its browser client reads.
    expect(response.json()).toEqual({ error: 'Malformed JSON body.', message: 'Malformed JSON body.', code: 'INVALID_JSON' });
  });

  it('rejects an unsupported content type with 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/xml', origin: TEST_APP_URL },
      payload: '<email>a@b.c</email>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('rejects a body over the limit with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: TEST_APP_URL },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Request body is too large.', message: 'Request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('app without a built SPA', () => {
  it('answers page routes with a JSON 404', async () => {
    const testApp = await createTestApp();
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/create' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    } finally {
      await testApp.close();
    }
  });
});
