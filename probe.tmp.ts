import { readFileSync } from 'node:fs'
import { readFeatureTable } from './analysis/io/feature-table-io'
import { sampleRow } from './analysis/feature-table'
import { rarefactionCurve } from './analysis/rarefaction'
const gp = await readFeatureTable(readFileSync('/work/shared/data/global-patterns/otu_table.tsv'), { fileName: 'otu_table.tsv' })
for (const id of ['CL3', 'M31Fcsw', 'Even1']) { const s = gp.sampleIds.indexOf(id); console.log(id, rarefactionCurve(sampleRow(gp, s), [1, 10, 100, 1000, 10000, 58688]).map(x => x.toPrecision(17))) }
