import { readFileSync } from 'node:fs'
import { pcoa } from '../ordination/pcoa'
import { nmds } from '../ordination/nmds'
import { pca } from '../ordination/pca'
import { readFeatureTable } from '../io/feature-table-io'
const r = JSON.parse(readFileSync('tests/fixtures/analysis/ordination/r-reference.json', 'utf8'))
for (const [name, c] of Object.entries<any>(r.pcoa)) {
  const res = pcoa({ ids: c.samples, condensed: Float64Array.from(c.distances) }, { dimensions: 5 })
  console.log(name, Array.from(res.eigenvalues).map((v, i) => (v - c.eigenvalues[i]) / c.eigenvalues[i]), Array.from(res.proportionExplained).map((v, i) => (v - c.proportion_explained[i]) / c.proportion_explained[i]), res.smallestEigenvalue, c.eigenvalues.at(-1))
  let m = 0
  for (let a = 0; a < 5; a++) { const sign = Math.sign(res.coordinates[0][a] * c.coordinates[0][a]); for (let i = 0; i < c.samples.length; i++) m = Math.max(m, Math.abs(res.coordinates[i][a] * sign - c.coordinates[i][a])) }
  console.log('coord max abs diff', m)
}
for (const [name, c] of Object.entries<any>(r.nmds)) {
  const n = Math.round((1 + Math.sqrt(1 + 8 * c.distances.length)) / 2)
  const t = performance.now()
  const res = nmds({ ids: Array.from({ length: n }, (_, i) => 's' + i), condensed: Float64Array.from(c.distances) }, { seed: 1 })
  console.log(name, res.stress, c.stress, performance.now() - t)
}
const dune = await readFeatureTable(readFileSync('tests/fixtures/analysis/diversity/dune.tsv'), { fileName: 'dune.tsv' })
for (const tr of ['none', 'hellinger', 'relative', 'clr'] as const) {
  const res = pca(dune, { transform: tr, dimensions: 5 }); const c = r.pca.dune[tr]
  let m = 0
  for (let a = 0; a < 5; a++) { const sign = Math.sign(res.coordinates[0][a] * c.scores[0][a]); for (let i = 0; i < 20; i++) m = Math.max(m, Math.abs(res.coordinates[i][a] * sign - c.scores[i][a])); for (let f = 0; f < 30; f++) m = Math.max(m, Math.abs(res.loadings[f][a] * sign - c.loadings[f][a])) }
  console.log(tr, Array.from(res.eigenvalues).map((v, i) => (v - c.eigenvalues[i]) / c.eigenvalues[i]), m)
}
