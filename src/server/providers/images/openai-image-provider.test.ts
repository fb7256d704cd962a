import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { createOpenAiImageProvider } from './openai-image-provider.ts';

const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('createOpenAiImageProvider against a local images endpoint', () => {
  let server: Server;
  let baseUrl = '';
  let nextStatus = 200;
  const bodies: Record<string, unknown>[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        response.writeHead(nextStatus, { 'content-type': 'application/json', 'retry-after-ms': '10' });
        response.end(
          nextStatus === 200
            ? JSON.stringify({ created: 1, data: [{ b64_json: PNG_BYTES.toString('base64') }] })
            : JSON.stringify({ error: { message: 'nope' } }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('decodes the base64 image and describes the dish in the prompt', async () => {
    nextStatus = 200;
    const provider = createOpenAiImageProvider({ baseUrl, apiKey: 'k', model: 'dall-e-3' });
    const image = await provider.createImage({ title: 'Shakshuka', ingredients: ['4 eggs', '1 can tomatoes'] });
    expect(image.bytes.equals(PNG_BYTES)).toBe(true);
    expect(image.contentType).toBe('image/png');
    const sent = bodies.at(-1);
    expect(sent?.model).toBe('dall-e-3');
    expect(sent?.response_format).toBe('b64_json');
    expect(String(sent?.prompt)).toContain('Shakshuka');
    expect(String(sent?.prompt)).toContain('eggs, tomatoes');
  });

  it('fails with UPSTREAM_ERROR when the service errors', async () => {
    nextStatus = 500;
    const provider = createOpenAiImageProvider({ baseUrl, apiKey: 'k', model: 'gpt-image-1' });
    const failure = await provider.createImage({ title: 'Soup', ingredients: ['water'] }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure instanceof AppError ? failure.code : '').toBe('UPSTREAM_ERROR');
    expect(bodies.at(-1)?.response_format).toBeUndefined();
  });
});
