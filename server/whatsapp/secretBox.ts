import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * AES-256-GCM with a fresh 12-byte nonce per value: nonce ‖ tag ‖ ciphertext. A value changed in
 * the database, or read with another key, fails to open instead of giving garbage.
 */
export type SecretBox = { seal(plain: string): Buffer; open(sealed: Uint8Array): string };

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('a secret box key must be 32 bytes');
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([nonce, cipher.getAuthTag(), body]);
    },
    open(sealed) {
      const bytes = Buffer.from(sealed);
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * Without a configured key one is made once and kept beside the embedded database: enough for one
 * instance; several instances must share the key through the environment.
 */
export function localKey(dataDir: string, fileName: string) {
  const file = path.join(dataDir, fileName);
  try {
    return readFileSync(file);
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const key = randomBytes(32);
    writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
    return key;
  }
}
