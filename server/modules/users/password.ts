import argon2 from 'argon2';

/** argon2id with the library's recommended parameters: 64 MiB, 3 passes, 4 lanes (OWASP's minimum is met). */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id } as const;

/**
 * Under Vitest, argon2id at its lowest cost: a run of the suites hashes or verifies about 500
 * passwords per database, 0.3 CPU-seconds each at full cost (docs/testing.md, Time). A hash records
 * its parameters, so a verify follows whichever made it.
 */
const hashOptions = process.env.VITEST ? { ...PASSWORD_HASH_OPTIONS, memoryCost: 1024, timeCost: 1, parallelism: 1 } : PASSWORD_HASH_OPTIONS;

export const hashPassword = (plain: string) => argon2.hash(plain, hashOptions);

export const verifyPassword = async (hash: string, plain: string) => {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
};
