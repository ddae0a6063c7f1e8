/**
 * Exact t-SNE (van der Maaten & Hinton 2008, "Visualizing data using t-SNE", JMLR 9:2579-2605) of a
 * few thousand rows at most: every pair's affinity is kept, O(n²) memory and work per iteration.
 *
 * It follows scikit-learn's `TSNE(method="exact")` (sklearn/manifold/_t_sne.py, _utils.pyx) step for
 * step, so its affinities are scikit-learn's to rounding: the conditional probabilities by a binary
 * search on the precision β of each row until the entropy is ln(perplexity) within 1e-5, symmetrised
 * and normalised; then gradient descent on the Kullback-Leibler divergence with Student-t (one degree
 * of freedom) output affinities, early exaggeration 12 with momentum 0.5 for the first 250
 * iterations, momentum 0.8 afterwards, adaptive gains (+0.2 / ×0.8, at least 0.01) and the learning
 * rate max(n / 12 / 4, 50). The start is Gaussian with standard deviation 1e-4 drawn from the seed.
 *
 * The npm ports of t-SNE (tsnejs and its TypeScript fork @keckelt/tsne) draw their start from
 * Math.random, which cannot be seeded, and use other constants; hence this implementation.
 */
import { createRandom, type Random } from '../random'

/** Rows × columns, row-major. */
export interface EmbeddingInput {
  readonly values: Float64Array
  readonly rows: number
  readonly columns: number
}

/** scikit-learn's constants (sklearn/manifold/_t_sne.py, _utils.pyx). */
export const EARLY_EXAGGERATION = 12
export const EXPLORATION_ITERATIONS = 250
const PERPLEXITY_TOLERANCE = 1e-5
const PERPLEXITY_STEPS = 100
const SUM_FLOOR = 1e-8
const MACHINE_EPSILON = 2.220446049250313e-16
const MIN_GAIN = 0.01
const START_SD = 1e-4

/** The largest perplexity a table of `rows` rows allows: it must stay below (n − 1) / 3 (as Rtsne requires). */
export function perplexityLimit(rows: number): number {
  return (rows - 1) / 3
}

/** Squared Euclidean distances between the rows, n × n row-major. */
export function squaredDistances(data: EmbeddingInput): Float64Array {
  const { values, rows: n, columns: p } = data
  const distances = new Float64Array(n * n)
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let sum = 0
      for (let c = 0; c < p; c++) {
        const d = values[i * p + c] - values[j * p + c]
        sum += d * d
      }
      distances[i * n + j] = sum
      distances[j * n + i] = sum
    }
  }
  return distances
}

/**
 * p(j | i) for every pair, n × n row-major (the diagonal 0): each row a Gaussian kernel on the squared
 * distances whose precision is found by bisection so that the row's entropy is ln(perplexity)
 * (scikit-learn's `_binary_search_perplexity`).
 */
export function conditionalProbabilities(distances: Float64Array, n: number, perplexity: number): Float64Array {
  const conditional = new Float64Array(n * n)
  const desiredEntropy = Math.log(perplexity)
  for (let i = 0; i < n; i++) {
    const row = i * n
    let beta = 1
    let betaMin = -Infinity
    let betaMax = Infinity
    for (let step = 0; step < PERPLEXITY_STEPS; step++) {
      let sum = 0
      for (let j = 0; j < n; j++) {
        if (j === i) continue
        const p = Math.exp(-distances[row + j] * beta)
        conditional[row + j] = p
        sum += p
      }
      if (sum === 0) sum = SUM_FLOOR
      let weightedDistance = 0
      for (let j = 0; j < n; j++) {
        conditional[row + j] /= sum
        weightedDistance += distances[row + j] * conditional[row + j]
      }
      const entropyDifference = Math.log(sum) + beta * weightedDistance - desiredEntropy
      if (Math.abs(entropyDifference) <= PERPLEXITY_TOLERANCE) break
      if (entropyDifference > 0) {
        betaMin = beta
        beta = betaMax === Infinity ? beta * 2 : (beta + betaMax) / 2
      } else {
        betaMax = beta
        beta = betaMin === -Infinity ? beta / 2 : (beta + betaMin) / 2
      }
    }
  }
  return conditional
}

/** p_ij = (p(j | i) + p(i | j)) / 2n, normalised to sum 1 over i ≠ j and floored at machine epsilon (the diagonal 0). */
export function jointProbabilities(conditional: Float64Array, n: number): Float64Array {
  const joint = new Float64Array(n * n)
  let total = 0
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) total += conditional[i * n + j] + conditional[j * n + i]
  total = Math.max(total, MACHINE_EPSILON)
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i !== j)
        joint[i * n + j] = Math.max((conditional[i * n + j] + conditional[j * n + i]) / total, MACHINE_EPSILON)
    }
  }
  return joint
}

export interface TsneOptions {
  readonly perplexity: number
  /** All iterations, the 250 of early exaggeration included. */
  readonly iterations: number
  readonly seed: number
  readonly dimensions?: number
}

export interface TsneResult {
  /** n × dimensions, row-major. */
  readonly embedding: Float64Array
  readonly dimensions: number
  /** KL(P ‖ Q) of the final embedding. */
  readonly klDivergence: number
  readonly learningRate: number
}

/** The t-SNE embedding of the rows (scikit-learn's `TSNE(method="exact", init="random", learning_rate="auto")`). */
export function tsne(data: EmbeddingInput, options: TsneOptions): TsneResult {
  const n = data.rows
  const dimensions = options.dimensions ?? 2
  if (!(options.perplexity > 0 && options.perplexity < perplexityLimit(n)))
    throw new RangeError(`perplexity ${options.perplexity} is not in (0, ${perplexityLimit(n)})`)
  const joint = jointProbabilities(conditionalProbabilities(squaredDistances(data), n, options.perplexity), n)
  const learningRate = Math.max(n / EARLY_EXAGGERATION / 4, 50)
  const random = createRandom(options.seed)
  const embedding = Float64Array.from({ length: n * dimensions }, () => START_SD * standardNormal(random))

  const exploration = Math.min(EXPLORATION_ITERATIONS, options.iterations)
  for (let i = 0; i < joint.length; i++) joint[i] *= EARLY_EXAGGERATION
  descend(embedding, joint, n, dimensions, { iterations: exploration, momentum: 0.5, learningRate })
  for (let i = 0; i < joint.length; i++) joint[i] /= EARLY_EXAGGERATION
  descend(embedding, joint, n, dimensions, {
    iterations: options.iterations - exploration,
    momentum: 0.8,
    learningRate,
  })
  return { embedding, dimensions, klDivergence: klDivergence(embedding, joint, n, dimensions), learningRate }
}

/** scikit-learn's `_gradient_descent`: momentum with per-coordinate gains, both fresh for each phase. */
function descend(
  embedding: Float64Array,
  joint: Float64Array,
  n: number,
  dimensions: number,
  { iterations, momentum, learningRate }: { iterations: number; momentum: number; learningRate: number },
): void {
  const update = new Float64Array(embedding.length)
  const gains = new Float64Array(embedding.length).fill(1)
  const gradient = new Float64Array(embedding.length)
  const kernel = new Float64Array(n * n)
  for (let iteration = 0; iteration < iterations; iteration++) {
    klGradient(embedding, joint, n, dimensions, kernel, gradient)
    for (let k = 0; k < embedding.length; k++) {
      const gain = update[k] * gradient[k] < 0 ? gains[k] + 0.2 : gains[k] * 0.8
      gains[k] = Math.max(gain, MIN_GAIN)
      update[k] = momentum * update[k] - learningRate * gains[k] * gradient[k]
      embedding[k] += update[k]
    }
  }
}

/**
 * ∂KL/∂y_i = 4 Σ_j (p_ij − q_ij)(1 + ‖y_i − y_j‖²)⁻¹ (y_i − y_j), with q_ij = (1 + ‖y_i − y_j‖²)⁻¹ / Σ_{k≠l}(…);
 * `kernel` receives the (1 + d²)⁻¹ of each pair.
 */
function klGradient(
  embedding: Float64Array,
  joint: Float64Array,
  n: number,
  dimensions: number,
  kernel: Float64Array,
  gradient: Float64Array,
): void {
  const kernelSum = fillKernel(embedding, n, dimensions, kernel)
  gradient.fill(0)
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const w = kernel[i * n + j]
      const q = Math.max(w / kernelSum, MACHINE_EPSILON)
      const force = 4 * (joint[i * n + j] - q) * w
      for (let d = 0; d < dimensions; d++) {
        const delta = force * (embedding[i * dimensions + d] - embedding[j * dimensions + d])
        gradient[i * dimensions + d] += delta
        gradient[j * dimensions + d] -= delta
      }
    }
  }
}

/** Fills the upper triangle of `kernel` with (1 + d²)⁻¹ and returns its sum over all ordered pairs. */
function fillKernel(embedding: Float64Array, n: number, dimensions: number, kernel: Float64Array): number {
  let sum = 0
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let squared = 0
      for (let d = 0; d < dimensions; d++) {
        const delta = embedding[i * dimensions + d] - embedding[j * dimensions + d]
        squared += delta * delta
      }
      const w = 1 / (1 + squared)
      kernel[i * n + j] = w
      sum += 2 * w
    }
  }
  return sum
}

function klDivergence(embedding: Float64Array, joint: Float64Array, n: number, dimensions: number): number {
  const kernel = new Float64Array(n * n)
  const kernelSum = fillKernel(embedding, n, dimensions, kernel)
  let divergence = 0
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const p = joint[i * n + j]
      const q = Math.max(kernel[i * n + j] / kernelSum, MACHINE_EPSILON)
      divergence += 2 * p * Math.log(Math.max(p, MACHINE_EPSILON) / q)
    }
  }
  return divergence
}

/** A standard normal variate (Box-Muller; one of the pair is used, so each draw takes two uniforms). */
function standardNormal(random: Random): number {
  const u = 1 - random.next()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next())
}
