import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2's defaults are argon2id, m=19456 KiB, t=2, p=1: the OWASP
// recommendation. The algorithm is not passed explicitly because it is a
// const enum, which isolated modules cannot import.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check so a login for a missing user is not faster. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password-just-for-timing');
  await verifyPassword(await dummyHash, password);
}
