import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP password-storage parameters: 19 MiB memory, 2 iterations, 1 lane.
// (@node-rs/argon2 defaults to argon2id; the parameters are spelled out so a library change cannot weaken them.)
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export type PasswordHasher = {
  hash(plain: string): Promise<string>;
  /** False for a wrong password and for any hash that is not ours (seeded accounts hold 'seed:disabled'). */
  verify(hashed: string | null, plain: string): Promise<boolean>;
};

// Verified when the account does not exist, so an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export function createPasswordHasher(): PasswordHasher {
  return {
    hash: (plain) => hash(plain, OPTIONS),
    async verify(hashed, plain) {
      if (!hashed?.startsWith('$argon2')) {
        dummyHash ??= hash('not-a-real-password', OPTIONS);
        await verify(await dummyHash, plain).catch(() => false);
        return false;
      }
      return verify(hashed, plain).catch(() => false);
    },
  };
}
