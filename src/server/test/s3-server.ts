import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type TLocalS3 = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The server's own folder, to prove what it holds. */
  directory: string;
  close: () => Promise<void>;
};

/** A real S3-speaking server (s3rver) on a free loopback port, with one empty bucket, for one test file. */
export async function startLocalS3(bucket = 'forkcast-test'): Promise<TLocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'forkcast-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver checks signatures against this fixed pair.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
