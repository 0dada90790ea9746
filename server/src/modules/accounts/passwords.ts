import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are hashed with argon2id (the library's default algorithm, at its OWASP-level default cost:
 * 19 MiB, 2 passes). The PHC string keeps the parameters, so raising the cost later still verifies old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A real hash of a throwaway password, so that an unknown e-mail costs as long to refuse as a wrong password. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword({
  passwordHash,
  password,
}: {
  passwordHash: string | undefined;
  password: string;
}): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash('decoy-password-never-matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }

  // A malformed stored hash (e.g. a seeded test row) is a failed sign-in, not a 500.
  return verify(passwordHash, password).catch(() => false);
}
