import argon2 from 'argon2';

/** argon2id cost: memory in KiB, passes and lanes. */
export interface HashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

// Production default: 64 MiB, 3 passes, 4 lanes, above OWASP's minimum (19 MiB, t=2, p=1). Tests use a
// cheaper cost (config.auth.hashCost) so hundreds of sign-ins run in seconds; verification reads the
// cost from each stored hash, so hashes made at either cost verify everywhere.
let options: HashCost & { type: typeof argon2.argon2id } = { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 };

/** Sets the cost of new hashes (called once at start from the config). */
export function configurePasswordHashing(cost: HashCost): void {
  options = { type: argon2.argon2id, ...cost };
  dummyHash = undefined;
}

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

/** Checks a password against a stored hash; a malformed hash is a mismatch, not a crash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown username cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
