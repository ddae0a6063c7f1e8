/**
 * The first linear discriminant of a classification, computed as MASS's `lda` (method "moment")
 * does, so that LEfSe's effect sizes follow its R implementation:
 *
 * 1. scale every variable by its pooled within-class standard deviation f (residuals from the
 *    class means, denominator n - 1), and take the SVD of the scaled residuals / sqrt(n - g);
 *    keeping the singular values above `tolerance` makes the within-class covariance the
 *    identity even when there are more variables than samples;
 * 2. take the SVD of the class means in that space, weighted by sqrt(n_c / (g - 1)), about the
 *    overall mean; its leading right singular vector, mapped back, is the discriminant.
 *
 * SVDs use one-sided Jacobi rotations, which give small singular values to full relative accuracy,
 * so the rank decision at `tolerance` matches LAPACK's on well-conditioned data.
 */

export interface DiscriminantInput {
  /** One array per variable, each holding the n sample values. */
  readonly variables: readonly Float64Array[]
  /** Class index 0..classCount-1 per sample; every class must have a sample. */
  readonly classes: Int32Array
  readonly classCount: number
  /** MASS's `tol`; LEfSe passes 1e-10. */
  readonly tolerance: number
}

/**
 * The coefficients of LD1 (MASS: `lda(...)$scaling[, 1]`, up to sign), one per variable. MASS
 * stops when a variable is constant within classes (pooled within-class standard deviation below
 * `tolerance`); here such a variable is left out of the fit and gets coefficient 0. Returns null
 * when no discriminant exists: no variable varies, or the class means do not differ in the space
 * the data span.
 */
export function firstDiscriminant({
  variables,
  classes,
  classCount,
  tolerance,
}: DiscriminantInput): Float64Array | null {
  const n = classes.length
  const classSizes = new Float64Array(classCount)
  for (let i = 0; i < n; i++) classSizes[classes[i]]++
  const allClassMeans = variables.map((values) => {
    const means = new Float64Array(classCount)
    for (let i = 0; i < n; i++) means[classes[i]] += values[i]
    for (let c = 0; c < classCount; c++) means[c] /= classSizes[c]
    return means
  })

  // Step 1: scaled within-class residuals of the variables that vary, one array per variable.
  const fitted: number[] = []
  const withinScale: number[] = []
  const scaledResiduals: Float64Array[] = []
  variables.forEach((values, j) => {
    const residuals = new Float64Array(n)
    let mean = 0
    for (let i = 0; i < n; i++) {
      residuals[i] = values[i] - allClassMeans[j][classes[i]]
      mean += residuals[i] / n
    }
    let sumOfSquares = 0
    for (let i = 0; i < n; i++) sumOfSquares += (residuals[i] - mean) ** 2
    const deviation = Math.sqrt(sumOfSquares / (n - 1))
    if (!(deviation >= tolerance)) return
    const factor = 1 / (Math.sqrt(n - classCount) * deviation)
    for (let i = 0; i < n; i++) residuals[i] *= factor
    fitted.push(j)
    withinScale.push(deviation)
    scaledResiduals.push(residuals)
  })
  const p = fitted.length
  if (p === 0) return null
  const classMeans = fitted.map((j) => allClassMeans[j])
  // One-sided Jacobi on the n sample columns of X^T (length p each): the rotated columns are
  // σ_k times the right singular vectors of X.
  const sampleColumns = Array.from({ length: n }, (_, i) => {
    const column = new Float64Array(p)
    for (let j = 0; j < p; j++) column[j] = scaledResiduals[j][i]
    return column
  })
  const within = jacobiSvd(sampleColumns, { withRotation: false })
  const kept = within.order.filter((k) => within.singularValues[k] > tolerance)
  if (kept.length === 0) return null
  // MASS's scaling after step 1: scaling[j][r] = v_r[j] / (f_j σ_r), where v_r[j] = column_r[j] / σ_r
  const rank = kept.length
  const scaling = new Float64Array(p * rank)
  kept.forEach((k, r) => {
    const sigma = within.singularValues[k]
    const column = sampleColumns[k]
    for (let j = 0; j < p; j++) scaling[j * rank + r] = column[j] / (sigma * sigma * withinScale[j])
  })

  // Step 2: weighted class means about the overall mean, in the whitened space (classCount x rank),
  // stored as its rank columns.
  const meanColumns = Array.from({ length: rank }, () => new Float64Array(classCount))
  for (let j = 0; j < p; j++) {
    let overall = 0
    for (let c = 0; c < classCount; c++) overall += (classSizes[c] / n) * classMeans[j][c]
    for (let c = 0; c < classCount; c++) {
      const centred = classMeans[j][c] - overall
      for (let r = 0; r < rank; r++) meanColumns[r][c] += centred * scaling[j * rank + r]
    }
  }
  for (let c = 0; c < classCount; c++) {
    const weight = Math.sqrt(classSizes[c] / (classCount - 1))
    for (let r = 0; r < rank; r++) meanColumns[r][c] *= weight
  }
  const between = jacobiSvd(meanColumns, { withRotation: true })
  const leading = between.order[0]
  if (!(between.singularValues[leading] > 0)) return null
  const direction = between.rotation as Float64Array[]
  const discriminant = new Float64Array(variables.length)
  for (let j = 0; j < p; j++) {
    let sum = 0
    for (let r = 0; r < rank; r++) sum += scaling[j * rank + r] * direction[leading][r]
    discriminant[fitted[j]] = sum
  }
  return discriminant
}

interface JacobiSvd {
  /** Norm of each rotated column. */
  readonly singularValues: Float64Array
  /** Column indices by decreasing singular value. */
  readonly order: number[]
  /** rotation[k] = the k-th right singular vector (a column of J), when asked for. */
  readonly rotation: Float64Array[] | null
}

/**
 * One-sided (Hestenes) Jacobi: rotates pairs of columns of A in place until all are orthogonal,
 * so A becomes U Σ; the accumulated rotations J are V (A = U Σ Vᵀ).
 */
function jacobiSvd(columns: Float64Array[], { withRotation }: { withRotation: boolean }): JacobiSvd {
  const k = columns.length
  const rotation = withRotation
    ? Array.from({ length: k }, (_, c) => {
        const unit = new Float64Array(k)
        unit[c] = 1
        return unit
      })
    : null
  // columns count as orthogonal once their cosine is at rounding level, as in LAPACK's dgesvj
  const orthogonality = Number.EPSILON * Math.sqrt(Math.max(1, columns[0]?.length ?? 1))
  for (let sweep = 0; sweep < 100; sweep++) {
    let rotated = false
    for (let a = 0; a < k - 1; a++) {
      for (let b = a + 1; b < k; b++) {
        const x = columns[a]
        const y = columns[b]
        let xx = 0
        let yy = 0
        let xy = 0
        for (let i = 0; i < x.length; i++) {
          xx += x[i] * x[i]
          yy += y[i] * y[i]
          xy += x[i] * y[i]
        }
        if (Math.abs(xy) <= orthogonality * Math.sqrt(xx * yy)) continue
        rotated = true
        const zeta = (yy - xx) / (2 * xy)
        const t = (zeta >= 0 ? 1 : -1) / (Math.abs(zeta) + Math.sqrt(1 + zeta * zeta))
        const cos = 1 / Math.sqrt(1 + t * t)
        const sin = cos * t
        rotate(x, y, cos, sin)
        if (rotation) rotate(rotation[a], rotation[b], cos, sin)
      }
    }
    if (!rotated) break
  }
  const singularValues = Float64Array.from(columns, (column) => {
    let sumOfSquares = 0
    for (let i = 0; i < column.length; i++) sumOfSquares += column[i] * column[i]
    return Math.sqrt(sumOfSquares)
  })
  const order = Array.from({ length: k }, (_, c) => c).sort((a, b) => singularValues[b] - singularValues[a])
  return { singularValues, order, rotation }
}

function rotate(x: Float64Array, y: Float64Array, cos: number, sin: number): void {
  for (let i = 0; i < x.length; i++) {
    const xi = x[i]
    const yi = y[i]
    x[i] = cos * xi - sin * yi
    y[i] = sin * xi + cos * yi
  }
}
