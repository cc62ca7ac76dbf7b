import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 iterations), OWASP's baseline.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so unknown e-mails cannot be told apart by timing. */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hash('oportuna-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
