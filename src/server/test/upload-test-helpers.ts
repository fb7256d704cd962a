import type { TTestApp } from './test-app.ts';
import type { TTestUser } from './test-users.ts';

/** One file as a multipart/form-data body, the way a browser's upload form sends it. */
export function toMultipart(fileName: string, bytes: Uint8Array, field = 'file') {
  const boundary = '----forkcast-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, Buffer.from(bytes), tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/imports with one file, as the cook. */
export async function uploadImportFile(testApp: TTestApp, cook: TTestUser, fileName: string, bytes: Uint8Array) {
  const { payload, contentType } = toMultipart(fileName, bytes);
  return testApp.app.inject({ method: 'POST', url: '/api/imports', headers: { cookie: cook.cookie, 'content-type': contentType }, payload });
}
