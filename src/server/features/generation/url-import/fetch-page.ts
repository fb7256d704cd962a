import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { AppError } from '../../../errors.ts';
import { isPublicAddress } from './is-public-address.ts';

export type TFetchPageOptions = {
  /** Tests and closed networks only: lets the import reach loopback and private hosts. */
  allowPrivate: boolean;
  /** Tests narrow the check further; the default is "public unicast only" (or anything with allowPrivate). */
  isAddressAllowed?: (address: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export type TFetchedPage = { url: string; html: string };

export const URL_IMPORT_TIMEOUT_MS = 10_000;
export const URL_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;

const BLOCKED_MESSAGE = 'This address cannot be imported. Please use a public recipe page.';
const UNREACHABLE_MESSAGE = 'We could not load that page. Please check the address and try again.';

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('BAD_REQUEST', 'Please enter a valid recipe URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AppError('BAD_REQUEST', 'Please enter a valid recipe URL.');
  if (url.username || url.password) throw new AppError('BAD_REQUEST', BLOCKED_MESSAGE);
  return url;
}

/**
 * Resolves every address of the host and refuses the connection if any of them is not public;
 * the socket then connects to an address that was checked, so DNS cannot change its answer in between.
 */
function createCheckedLookup(isAddressAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const blocked = addresses.some((entry) => !isAddressAllowed(entry.address));
      if (blocked || addresses.length === 0) {
        return callback(new AppError('BAD_REQUEST', BLOCKED_MESSAGE), '', 0);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

function decode(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  return response;
}

function requestOnce(url: URL, options: Required<TFetchPageOptions>, signal: AbortSignal, accept: string): Promise<IncomingMessage> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(hostname) && !options.isAddressAllowed(hostname)) {
    return Promise.reject(new AppError('BAD_REQUEST', BLOCKED_MESSAGE));
  }
  // Names reserved never to resolve (RFC 6761/2606) are not looked up at all.
  if (/\.(test|example|invalid)$/i.test(hostname)) return Promise.reject(new AppError('UPSTREAM_ERROR', UNREACHABLE_MESSAGE));
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'GET',
        signal,
        lookup: createCheckedLookup(options.isAddressAllowed),
        headers: {
          'user-agent': 'ForkcastRecipeImport/1.0 (+self-hosted)',
          accept,
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number, tooLargeMessage: string): Promise<Buffer> {
  const declared = Number(response.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of decode(response)) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    total += buffer.length;
    if (total > maxBytes) {
      response.destroy();
      throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

type TGuardedRequest = {
  accept: string;
  defaultMaxBytes: number;
  tooLargeMessage: string;
  /** Throws when the response's content type is not what the caller reads. */
  checkContentType: (contentType: string) => void;
};

/**
 * GET with a size and time limit, through the checked lookup, re-checking every redirect target.
 * Shared by the page fetch and the imported picture's download, so both pass the same guard.
 */
async function fetchGuarded(rawUrl: string, options: TFetchPageOptions, guarded: TGuardedRequest): Promise<{ url: string; body: Buffer; contentType: string }> {
  const settings: Required<TFetchPageOptions> = {
    allowPrivate: options.allowPrivate,
    isAddressAllowed: options.isAddressAllowed ?? (options.allowPrivate ? () => true : isPublicAddress),
    timeoutMs: options.timeoutMs ?? URL_IMPORT_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? guarded.defaultMaxBytes,
    maxRedirects: options.maxRedirects ?? MAX_REDIRECTS,
  };
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let url = parseTarget(rawUrl);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await requestOnce(url, settings, signal, guarded.accept);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects >= settings.maxRedirects) throw new AppError('UPSTREAM_ERROR', UNREACHABLE_MESSAGE);
        url = parseTarget(new URL(response.headers.location, url).toString());
        continue;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new AppError('UPSTREAM_ERROR', UNREACHABLE_MESSAGE);
      }
      const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
      try {
        guarded.checkContentType(contentType);
      } catch (error) {
        response.resume();
        throw error;
      }
      return { url: url.toString(), body: await readBody(response, settings.maxBytes, guarded.tooLargeMessage), contentType };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (signal.aborted) throw new AppError('UPSTREAM_TIMEOUT', 'That page took too long to load.', { cause: error });
    throw new AppError('UPSTREAM_ERROR', UNREACHABLE_MESSAGE, { cause: error });
  }
}

/** Fetches a recipe page with a size and time limit, re-checking every redirect target. */
export async function fetchPage(rawUrl: string, options: TFetchPageOptions): Promise<TFetchedPage> {
  const fetched = await fetchGuarded(rawUrl, options, {
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
    defaultMaxBytes: URL_IMPORT_MAX_BYTES,
    tooLargeMessage: 'That page is too large to import.',
    checkContentType: (contentType) => {
      const type = contentType || 'text/html';
      if (!type.includes('html') && !type.includes('xml') && !type.startsWith('text/'))
        throw new AppError('NO_RECIPE_DATA', 'This page has no recipe data we can read.');
    },
  });
  return { url: fetched.url, html: fetched.body.toString('utf8') };
}

export const IMPORTED_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Downloads a picture through the same guard; the caller checks its bytes (a header can say anything). */
export async function fetchImageBytes(rawUrl: string, options: TFetchPageOptions): Promise<{ url: string; body: Buffer }> {
  const fetched = await fetchGuarded(rawUrl, options, {
    accept: 'image/avif,image/webp,image/png,image/jpeg;q=0.9',
    defaultMaxBytes: IMPORTED_IMAGE_MAX_BYTES,
    tooLargeMessage: 'That picture is too large to import.',
    checkContentType: (contentType) => {
      // Servers often send images as application/octet-stream; only a declared non-image type is refused here.
      if (contentType && !contentType.startsWith('image/') && !contentType.startsWith('application/octet-stream') && !contentType.startsWith('binary/')) {
        throw new AppError('BAD_REQUEST', 'That address is not a picture.');
      }
    },
  });
  return { url: fetched.url, body: fetched.body };
}
