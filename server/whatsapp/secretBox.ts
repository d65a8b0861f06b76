import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM with a fresh 12-byte nonce per value: nonce ‖ tag ‖ ciphertext. A value changed in
 * the database, or read with another key, fails to open instead of giving garbage.
 */
export type SecretBox = { seal(plain: string): Buffer; open(sealed: Uint8Array): string };

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('WA_CREDENTIALS_KEY must be 32 bytes');
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
