import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../errors.ts';
import { startLocalPageServer, type TLocalPageServer } from '../../../test/local-page-server.ts';
import { fetchImageBytes, fetchPage } from './fetch-page.ts';
import { isPublicAddress } from './is-public-address.ts';

async function captureCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'no error';
}

describe('isPublicAddress', () => {
  it.each([
    ['93.184.216.34', true],
    ['8.8.8.8', true],
    ['2606:4700::1111', true],
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:8.8.8.8', true],
    ['fe80::1%eth0', false],
    ['not-an-ip', false],
    // IPv6 forms that carry an IPv4 address are judged by it (these were once judged public).
    ['::7f00:1', false], // [::127.0.0.1] as the URL parser writes it (IPv4-compatible)
    ['::127.0.0.1', false],
    ['::a9fe:a9fe', false], // 169.254.169.254, the cloud metadata address
    ['::808:808', true],
    ['::ffff:0:7f00:1', false], // SIIT
    ['::ffff:0:a9fe:a9fe', false],
    ['::ffff:0:808:808', true],
    ['::ffff:a00:1', false], // IPv4-mapped 10.0.0.1
    ['64:ff9b::7f00:1', false], // NAT64 well-known prefix
    ['64:ff9b::127.0.0.1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['64:ff9b::808:808', true], // a public site behind DNS64 stays reachable
    ['64:ff9b:1::7f00:1', false], // local-use NAT64 (RFC 8215): refused whatever it carries
    ['64:ff9b:1::808:808', false],
    ['2002:7f00:1::', false], // 6to4
    ['2002:a9fe:a9fe::1', false],
    ['2002:c0a8:101::1', false],
    ['2002:808:808::1', true],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', false], // Teredo, client 127.0.0.1 (inverted)
    ['2001:0:7f00:1:8000:63bf:3fff:fdd2', false], // Teredo, server 127.0.0.1
    ['2001:0:808:808:8000:63bf:f7f7:f7f7', true], // Teredo, server and client 8.8.8.8
    // Outside global unicast or special-purpose inside it.
    ['2001:db8::1', false],
    ['2001:2::1', false],
    ['2001:10::1', false],
    ['100::1', false],
    ['5f00::1', false],
    ['fec0::1', false],
    ['4000::1', false],
    ['2a00:1450:4001:80b::200e', true],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('fetchPage', () => {
  let pages: TLocalPageServer;

  beforeAll(async () => {
    pages = await startLocalPageServer({
      '/recipe': { body: '<html>recipe</html>' },
      '/gzip': { headers: { 'content-encoding': 'gzip' }, body: gzipSync('<html>zipped</html>') },
      '/big': { body: 'x'.repeat(300_000) },
      '/slow': { hang: true },
      '/image': { headers: { 'content-type': 'image/png' }, body: 'png' },
      '/gone': { status: 500, body: 'oops' },
      '/hop': { status: 302, headers: { location: '/recipe' } },
      '/loop': { status: 302, headers: { location: '/loop' } },
    });
  });
  afterAll(async () => {
    await pages.close();
  });

  it('refuses loopback addresses unless allowed, by IP and by name', async () => {
    expect(await captureCode(fetchPage(`${pages.origin}/recipe`, { allowPrivate: false }))).toBe('BAD_REQUEST');
    const port = new URL(pages.origin).port;
    expect(await captureCode(fetchPage(`http://localhost:${port}/recipe`, { allowPrivate: false }))).toBe('BAD_REQUEST');
    expect(await captureCode(fetchPage(`http://[::1]:${port}/recipe`, { allowPrivate: false }))).toBe('BAD_REQUEST');
    for (const host of ['[::127.0.0.1]', '[::ffff:0:127.0.0.1]', '[64:ff9b::127.0.0.1]', '[2002:7f00:1::]', '[::169.254.169.254]']) {
      expect(await captureCode(fetchPage(`http://${host}:${port}/recipe`, { allowPrivate: false })), host).toBe('BAD_REQUEST');
    }
  });

  it('refuses other schemes and credentials in the URL', async () => {
    expect(await captureCode(fetchPage('file:///etc/passwd', { allowPrivate: true }))).toBe('BAD_REQUEST');
    expect(await captureCode(fetchPage(`http://user:pw@127.0.0.1/`, { allowPrivate: true }))).toBe('BAD_REQUEST');
  });

  it('fetches a page, following a redirect and decompressing gzip', async () => {
    await expect(fetchPage(`${pages.origin}/hop`, { allowPrivate: true })).resolves.toEqual({ url: `${pages.origin}/recipe`, html: '<html>recipe</html>' });
    expect((await fetchPage(`${pages.origin}/gzip`, { allowPrivate: true })).html).toBe('<html>zipped</html>');
  });

  it('checks every redirect target again', async () => {
    const port = new URL(pages.origin).port;
    const redirecting = await startLocalPageServer({ '/': { status: 301, headers: { location: `http://127.0.0.2:${port}/recipe` } } });
    try {
      const onlyFirstHost = (address: string) => address === '127.0.0.1';
      const code = await captureCode(fetchPage(`${redirecting.origin}/`, { allowPrivate: false, isAddressAllowed: onlyFirstHost }));
      expect(code).toBe('BAD_REQUEST');
    } finally {
      await redirecting.close();
    }
  });

  it('stops endless redirects', async () => {
    expect(await captureCode(fetchPage(`${pages.origin}/loop`, { allowPrivate: true }))).toBe('UPSTREAM_ERROR');
  });

  it('enforces the size limit', async () => {
    expect(await captureCode(fetchPage(`${pages.origin}/big`, { allowPrivate: true, maxBytes: 100_000 }))).toBe('PAYLOAD_TOO_LARGE');
  });

  it('enforces the time limit', async () => {
    expect(await captureCode(fetchPage(`${pages.origin}/slow`, { allowPrivate: true, timeoutMs: 200 }))).toBe('UPSTREAM_TIMEOUT');
  });

  it('reports error statuses and non-HTML answers clearly', async () => {
    expect(await captureCode(fetchPage(`${pages.origin}/gone`, { allowPrivate: true }))).toBe('UPSTREAM_ERROR');
    expect(await captureCode(fetchPage(`${pages.origin}/image`, { allowPrivate: true }))).toBe('NO_RECIPE_DATA');
  });
});

describe('reserved names', () => {
  it('does not look up a name reserved never to resolve', async () => {
    await expect(fetchPage('https://cook.test/dal/', { allowPrivate: true })).rejects.toMatchObject({ code: 'UPSTREAM_ERROR' });
    await expect(fetchImageBytes('http://pictures.example/dal.png', { allowPrivate: true })).rejects.toMatchObject({ code: 'UPSTREAM_ERROR' });
  });
});
