import { hash, verify } from "@node-rs/argon2";

/** Argon2id at OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane. */
const options = { algorithm: 2 /* Algorithm.Argon2id: a const enum, not importable under isolatedModules */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}
