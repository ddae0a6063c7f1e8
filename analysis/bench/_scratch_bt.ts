import { createRandom } from '/work/main/analysis/random'
import { betaDiversity, betaDiversityParallel, betaDiversityInWorkers } from '/work/main/analysis/diversity/beta'
const n = 2000, p = 10000
const rnd = createRandom(1)
const counts = new Float64Array(n * p)
for (let f = 0; f < p; f++) { const prev = 0.04 + 0.1 * rnd.next(); for (let s = 0; s < n; s++) if (rnd.next() < prev) counts[s * p + f] = 1 + Math.floor(-Math.log(1 - rnd.next()) * 20) }
const table = { sampleIds: Array.from({ length: n }, (_, i) => 's' + i), featureIds: Array.from({ length: p }, (_, i) => 'f' + i), counts }
for (const m of ['braycurtis', 'euclidean'] as const) {
let t = performance.now(); const a = betaDiversity(table, m); console.log(m, 'sync', performance.now() - t)
t = performance.now(); const b = await betaDiversityInWorkers(table, m, 2); console.log('workers', performance.now() - t)
let same = a.condensed.every((v, i) => Object.is(v, b.condensed[i])); console.log('same', same)
}
