import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import type { BlobBackend } from './store';

export type S3Options = {
  bucket: string;
  /** An S3-compatible service (MinIO, Cloudflare R2, …); without it, AWS itself. */
  endpoint?: string;
  region: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most self-hosted services need. */
  forcePathStyle: boolean;
  /** Without them the SDK's own chain applies (AWS_* variables, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** Files in an S3-compatible bucket, so several server instances share them. */
export function s3Backend(options: S3Options): BlobBackend {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Since 2025 the SDK adds checksums to every upload, a streamed one in aws-chunked framing that
    // S3-compatible stores (s3rver, older MinIO, R2, Ceph…) may keep as part of the file: with
    // another endpoint than AWS, checksums only where an operation requires them.
    ...(options.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const } : {}),
  });
  const Bucket = options.bucket;
  return {
    async put(Key, bytes, type) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: type }));
    },
    async putStream(Key, body, type) {
      // A single PUT needs the length first: the stream is spooled to a temporary file, then sent
      // from there, so memory stays flat whatever the size (S3 takes up to 5 GB in one PUT).
      const folder = await mkdtemp(path.join(tmpdir(), 'sf-upload-'));
      try {
        const spooled = path.join(folder, 'body');
        await pipeline(body, createWriteStream(spooled));
        const { size } = await stat(spooled);
        await client.send(new PutObjectCommand({ Bucket, Key, Body: createReadStream(spooled), ContentLength: size, ContentType: type }));
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    async get(Key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key }));
        return Body instanceof Readable ? Body : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async list(folder) {
      const Prefix = `${folder}/`;
      const names: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix, Delimiter: '/' })) {
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(Prefix.length));
      }
      return names;
    },
  };
}
