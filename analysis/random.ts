/**
 * A seeded pseudo-random generator (xoshiro128**, seeded through splitmix32) whose stream depends
 * only on the seed, so a rarefied table or a permutation p-value is the same on every machine and
 * in every run. Math.random cannot be seeded, hence this.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform integer in [0, bound). */
  nextInt(bound: number): number
  /** Fisher-Yates shuffle in place. */
  shuffle<T extends { length: number; [index: number]: unknown }>(values: T): T
}

export function createRandom(seed: number): Random {
  let s = seed >>> 0
  const splitmix32 = () => {
    s = (s + 0x9e3779b9) >>> 0
    let z = s
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
  let a = splitmix32()
  let b = splitmix32()
  let c = splitmix32()
  let d = splitmix32()

  const nextUint32 = () => {
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0
    const t = (b << 9) >>> 0
    c ^= a
    d ^= b
    b ^= c
    a ^= d
    c ^= t
    d = rotl(d, 11)
    return result
  }

  const next = () => {
    // 53 random bits, as Math.random gives, from two 32-bit draws.
    const high = nextUint32() >>> 5
    const low = nextUint32() >>> 6
    return (high * 67108864 + low) / 9007199254740992
  }

  const nextInt = (bound: number) => {
    if (!Number.isInteger(bound) || bound <= 0) throw new RangeError(`bound must be a positive integer, got ${bound}`)
    return Math.floor(next() * bound)
  }

  return {
    next,
    nextInt,
    shuffle(values) {
      for (let i = values.length - 1; i > 0; i--) {
        const j = nextInt(i + 1)
        const swap = values[i]
        values[i] = values[j]
        values[j] = swap
      }
      return values
    },
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0
}
