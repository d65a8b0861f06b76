import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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
  });
  const Bucket = options.bucket;
  return {
    async put(Key, bytes, type) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentType: type }));
    },
    async putFile(Key, filePath, type) {
      // The length lets the SDK send the stream as it is read, in one request.
      const { size } = await stat(filePath);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: createReadStream(filePath), ContentLength: size, ContentType: type }));
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
  };
}
