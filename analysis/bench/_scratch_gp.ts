import { readFileSync } from 'node:fs'
import { readFeatureTable } from '../io/feature-table-io'
import { parseNewick } from '../io/newick'
import { unifrac, faithPd } from '../diversity/phylogenetic'
import { alphaDiversity } from '../diversity/alpha'
import { betaDiversity } from '../diversity/beta'
const dir = 'tests/fixtures/analysis/diversity/'
const table = await readFeatureTable(readFileSync(dir + 'global-patterns/otu_table.tsv'), { fileName: 'otu_table.tsv' })
const tree = parseNewick(readFileSync(dir + 'global-patterns/tree.nwk', 'utf8'))
const sk = JSON.parse(readFileSync(dir + 'skbio-reference.json', 'utf8'))
const vg = JSON.parse(readFileSync(dir + 'vegan-reference.json', 'utf8')).global_patterns
const rel = (a: ArrayLike<number>, b: number[]) => { let m = 0; for (let i = 0; i < b.length; i++) m = Math.max(m, Math.abs(a[i] - b[i]) / Math.abs(b[i])); return m }
let t = performance.now()
console.log('faith', rel(faithPd(table, tree), sk.faith_pd), performance.now() - t)
t = performance.now()
console.log('uw', rel(unifrac(table, tree, { weighted: false }).condensed, sk.unweighted_unifrac), performance.now() - t)
console.log('w', rel(unifrac(table, tree, { weighted: true }).condensed, sk.weighted_unifrac))
console.log('wn', rel(unifrac(table, tree, { weighted: true, normalized: true }).condensed, sk.weighted_unifrac_normalized))
const a = alphaDiversity(table)
for (const m of Object.keys(vg.alpha)) console.log(m, rel(a[m as 'observed'], vg.alpha[m]))
for (const m of Object.keys(vg.beta)) console.log(m, rel(betaDiversity(table, m as 'jaccard').condensed, vg.beta[m]))
