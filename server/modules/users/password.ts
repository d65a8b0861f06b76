import argon2 from 'argon2';

/** argon2id with the library's recommended parameters (OWASP's minimum is met). */
export const hashPassword = (plain: string) => argon2.hash(plain, { type: argon2.argon2id });

export const verifyPassword = async (hash: string, plain: string) => {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
};
