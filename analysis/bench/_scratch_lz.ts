import { createRandom } from '../random'
import { betaDiversity } from '../diversity/beta'
import { leadingEigenpairs } from '../ordination/eigen'
const n = 2000, p = 10000
const rnd = createRandom(1)
const counts = new Float64Array(n * p)
for (let f = 0; f < p; f++) { const prev = 0.04 + 0.1 * rnd.next(); for (let s = 0; s < n; s++) if (rnd.next() < prev) counts[s * p + f] = 1 + Math.floor(-Math.log(1 - rnd.next()) * 20) }
const table = { sampleIds: Array.from({ length: n }, (_, i) => 's' + i), featureIds: Array.from({ length: p }, (_, i) => 'f' + i), counts }
const dm = betaDiversity(table, 'braycurtis')
let calls = 0, mvTime = 0
const condensed = dm.condensed
const mult = (x: Float64Array, y: Float64Array) => {
  const t = performance.now(); calls++
  y.fill(0); let k = 0
  for (let i = 0; i < n; i++) { const xi = x[i]; let sum = 0; for (let j = i + 1; j < n; j++, k++) { const s = condensed[k] * condensed[k]; sum += s * x[j]; y[j] += s * xi } y[i] += sum }
  mvTime += performance.now() - t
}
const t = performance.now()
leadingEigenpairs(mult, n, 10)
console.log('total', performance.now() - t, 'calls', calls, 'mv', mvTime)
