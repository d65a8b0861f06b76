import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Options } from '../../../server/files/s3';

/** An S3-compatible server on loopback (s3rver) with one bucket, as S3_BUCKET and S3_ENDPOINT name it. */
export async function startBucket(name: string) {
  const directory = mkdtempSync(path.join(tmpdir(), 'sf-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const options: S3Options = {
    bucket: name,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    // s3rver's fixed development credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    options,
    /** The keys under a prefix, asked of the S3 server itself. */
    async keys(prefix: string) {
      const listing = await (await fetch(`${endpoint}/${name}?list-type=2&prefix=${encodeURIComponent(prefix)}`)).text();
      return [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]);
    },
    /** An object's bytes, or null. */
    async object(key: string) {
      const answer = await fetch(`${endpoint}/${name}/${key}`);
      return answer.ok ? Buffer.from(await answer.arrayBuffer()) : null;
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
