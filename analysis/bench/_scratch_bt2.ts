import { createRandom } from '/work/main/analysis/random'
import { prepareBeta, computeBetaRows } from '/work/main/analysis/diversity/beta'
import { rowWork } from '/work/main/analysis/diversity/sparse-pairs'
const n = 2000, p = 10000
const rnd = createRandom(1)
const counts = new Float64Array(n * p)
for (let f = 0; f < p; f++) { const prev = 0.04 + 0.1 * rnd.next(); for (let s = 0; s < n; s++) if (rnd.next() < prev) counts[s * p + f] = 1 + Math.floor(-Math.log(1 - rnd.next()) * 20) }
const table = { sampleIds: Array.from({ length: n }, (_, i) => 's' + i), featureIds: Array.from({ length: p }, (_, i) => 'f' + i), counts }
let t = performance.now(); const prep = prepareBeta(table, 'braycurtis', process.argv[2] === 'shared'); console.log('prepare', performance.now() - t)
console.log('work', rowWork(prep.layout).reduce((a, b) => a + b, 0))
const out = new Float64Array(n * (n - 1) / 2)
t = performance.now(); computeBetaRows(prep, 0, n, out); console.log('compute', performance.now() - t)
t = performance.now(); computeBetaRows(prep, 0, n, out); console.log('compute again', performance.now() - t)
