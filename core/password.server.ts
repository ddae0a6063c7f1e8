import { hash, verify, type Algorithm } from '@node-rs/argon2'

// `Algorithm` is a const enum, which isolated modules cannot read at run time; 2 is Argon2id.
const ARGON2ID: Algorithm.Argon2id = 2
// OWASP's argon2id baseline (19 MiB, 2 passes): slow for a guesser, quick enough for a login.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
