import { logFactorialDifference } from './log-gamma'

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

/**
 * The number of "good" items among `sample` drawn without replacement from `good` good and `bad`
 * bad ones: a hypergeometric variate, exactly, in expected constant time however large the counts.
 * It follows numpy's `random_hypergeometric` (numpy/random/src/distributions/random_hypergeometric.c):
 * item-by-item drawing when fewer than 10 items are drawn or left, otherwise Stadlober's ratio-of-
 * uniforms algorithm HRUA (E. Stadlober, "The ratio of uniforms approach for generating discrete
 * random variates", J. Comput. Appl. Math. 31:181-189, 1990; thesis 1989, p. 82), whose names
 * (a, b, c, g, h, m, K, T, U) the code keeps. Its log-factorial differences are taken without
 * forming log-factorials (`log-gamma.ts`), so the acceptance test stays exact at billions of reads.
 */
export function drawHypergeometric(random: Random, good: number, bad: number, sample: number): number {
  const total = good + bad
  if (!(sample >= 0 && sample <= total)) throw new RangeError(`cannot draw ${sample} of ${total} items`)
  return sample >= 10 && sample <= total - 10
    ? hypergeometricRatioOfUniforms(random, good, bad, sample)
    : hypergeometricItemByItem(random, good, bad, sample)
}

/**
 * Draws min(sample, total - sample) items one at a time (fewer than 10 here); when more than half
 * are to be drawn, it draws the ones left behind instead, whose good items are the rest.
 */
function hypergeometricItemByItem(random: Random, good: number, bad: number, sample: number): number {
  const total = good + bad
  const drawingSample = sample <= total - sample
  let draws = drawingSample ? sample : total - sample
  let goodLeft = good
  let totalLeft = total
  while (draws > 0 && goodLeft > 0 && totalLeft > goodLeft) {
    if (random.nextInt(totalLeft) < goodLeft) goodLeft--
    totalLeft--
    draws--
  }
  // Only good items left: the remaining draws all take one.
  if (totalLeft === goodLeft) goodLeft -= draws
  return drawingSample ? good - goodLeft : goodLeft
}

/** 2·sqrt(2/e) and 3 - 2·sqrt(3/e): the hat's scale constants of HRUA. */
const D1 = 1.7155277699214135
const D2 = 0.8989161620588988

function hypergeometricRatioOfUniforms(random: Random, good: number, bad: number, sample: number): number {
  const total = good + bad
  const n = Math.min(sample, total - sample)
  const fewer = Math.min(good, bad)
  const more = Math.max(good, bad)
  const p = fewer / total
  const q = more / total
  const a = n * p + 0.5
  const c = Math.sqrt(((total - n) * n * p * q) / (total - 1) + 0.5)
  const h = D1 * c + D2
  const m = Math.floor(((n + 1) * (fewer + 1)) / (total + 2))
  // Beyond a + 16c the probabilities are below 1e-50: the hat is cut there.
  const b = Math.min(Math.min(n, fewer) + 1, Math.floor(a + 16 * c))
  let K: number
  for (;;) {
    const U = random.next()
    if (U === 0) continue
    const X = a + (h * (random.next() - 0.5)) / U
    if (X < 0 || X >= b) continue
    K = Math.floor(X)
    // T = ln(f(K) / f(m)), f the hypergeometric pmf, from four log-factorial differences.
    const T =
      logFactorialDifference(m, K) +
      logFactorialDifference(fewer - m, fewer - K) +
      logFactorialDifference(n - m, n - K) +
      logFactorialDifference(more - n + m, more - n + K)
    if (U * (4 - U) - 3 <= T) break
    if (U * (U - T) >= 1) continue
    if (2 * Math.log(U) <= T) break
  }
  if (good > bad) K = n - K
  if (n < sample) K = good - K
  return K
}

/**
 * A standard normal variate by Marsaglia's polar method (Marsaglia G, Bray TA, "A convenient method
 * for generating normal variables", SIAM Review 6:260-264, 1964). The second variate of each pair
 * is dropped so that the stream depends on nothing but the generator.
 */
export function drawStandardNormal(random: Random): number {
  for (;;) {
    const u = 2 * random.next() - 1
    const v = 2 * random.next() - 1
    const s = u * u + v * v
    if (s > 0 && s < 1) return u * Math.sqrt((-2 * Math.log(s)) / s)
  }
}

/**
 * A gamma variate of the given shape and scale 1 by Marsaglia and Tsang's method ("A simple method
 * for generating gamma variables", ACM TOMS 26:363-372, 2000): a squeeze and a log test on a cubed
 * normal for shape ≥ 1; for shape < 1 a Gamma(shape + 1) variate times U^(1/shape), as the paper's
 * section 6 gives.
 */
export function drawGamma(random: Random, shape: number): number {
  if (!(shape > 0)) throw new RangeError(`the gamma shape must be positive, got ${shape}`)
  if (shape < 1) {
    // 1 - next() lies in (0, 1], so the power is never 0 and a later logarithm stays finite.
    return drawGamma(random, shape + 1) * Math.pow(1 - random.next(), 1 / shape)
  }
  const d = shape - 1 / 3
  const c = 1 / Math.sqrt(9 * d)
  for (;;) {
    const x = drawStandardNormal(random)
    const root = 1 + c * x
    if (root <= 0) continue
    const v = root * root * root
    const u = random.next()
    const x2 = x * x
    if (u < 1 - 0.0331 * x2 * x2) return d * v
    if (Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) return d * v
  }
}

/**
 * A Dirichlet variate: independent Gamma(alpha_i) variates divided by their sum (as ALDEx2's
 * `rdirichlet` and numpy draw them).
 */
export function drawDirichlet(random: Random, alpha: ArrayLike<number>): Float64Array {
  const draw = new Float64Array(alpha.length)
  let sum = 0
  for (let i = 0; i < alpha.length; i++) {
    draw[i] = drawGamma(random, alpha[i])
    sum += draw[i]
  }
  for (let i = 0; i < draw.length; i++) draw[i] /= sum
  return draw
}
