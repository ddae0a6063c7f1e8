import { createRandom } from '../random'
import { betaDiversity } from '../diversity/beta'
import { pcoa } from '../ordination/pcoa'
for (const [n, p] of [[1000, 5000], [2000, 10000]]) {
const rnd = createRandom(1)
const counts = new Float64Array(n * p)
for (let f = 0; f < p; f++) { const prev = 0.04 + 0.1 * rnd.next(); for (let s = 0; s < n; s++) if (rnd.next() < prev) counts[s * p + f] = 1 + Math.floor(-Math.log(1 - rnd.next()) * 20) }
const table = { sampleIds: Array.from({ length: n }, (_, i) => 's' + i), featureIds: Array.from({ length: p }, (_, i) => 'f' + i), counts }
let t = performance.now(); const dm = betaDiversity(table, 'braycurtis'); console.log('bc', performance.now() - t)
t = performance.now(); const res = pcoa(dm); console.log('pcoa', performance.now() - t, res.eigenvalues.slice(0, 4), res.smallestEigenvalue, res.trace)
}
