import { createRandom } from '../random'
import { betaDiversity } from '../diversity/beta'
import { pcoa } from '../ordination/pcoa'
const n = Number(process.argv[2]), p = 2000
const rnd = createRandom(1)
const counts = new Float64Array(n * p)
for (let f = 0; f < p; f++) { const prev = 0.04 + 0.1 * rnd.next(); for (let s = 0; s < n; s++) if (rnd.next() < prev) counts[s * p + f] = 1 + Math.floor(-Math.log(1 - rnd.next()) * 20) }
const table = { sampleIds: Array.from({ length: n }, (_, i) => 's' + i), featureIds: Array.from({ length: p }, (_, i) => 'f' + i), counts }
const dm = betaDiversity(table, 'braycurtis')
let t = performance.now(); pcoa(dm); console.log('pcoa cold', performance.now() - t)
t = performance.now(); pcoa(dm); console.log('pcoa warm', performance.now() - t)
