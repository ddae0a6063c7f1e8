import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AnalysisInputError } from '../errors'
import { parseTaxonomy, RANKS, type Rank } from '../taxonomy'
import { readDataset } from './dataset'
import { readTaxonomyFile } from './taxonomy-file'

const SLICE = 'tests/fixtures/analysis/io/global-patterns-slice/'
const bytesOf = (name: string) => readFileSync(SLICE + name)
const encode = (text: string) => new TextEncoder().encode(text)

/** The per-rank columns of the source file, split by hand: the expected values of every test here. */
function sourceRanks(): Map<string, Record<Rank, string | null>> {
  const [, ...rows] = readFileSync(`${SLICE}taxonomy.tsv`, 'utf8').trimEnd().split('\n')
  return new Map(
    rows.map((row) => {
      const [id, ...names] = row.split('\t')
      return [id, Object.fromEntries(RANKS.map((rank, i) => [rank, names[i] || null])) as Record<Rank, string | null>]
    }),
  )
}
const SOURCE = sourceRanks()
const SLICE_IDS = [...SOURCE.keys()]
/** generate.py leaves the slice's last 3 features out of the lineage files and adds 2 of the full table. */
const LEFT_OUT = SLICE_IDS.slice(-3)
const IN_LINEAGE_FILES = SLICE_IDS.slice(0, -3)

function thrown(action: () => unknown): AnalysisInputError {
  try {
    action()
  } catch (error) {
    expect(error).toBeInstanceOf(AnalysisInputError)
    return error as AnalysisInputError
  }
  throw new Error('expected an AnalysisInputError')
}

async function rejected(promise: Promise<unknown>): Promise<AnalysisInputError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(AnalysisInputError)
  return error as AnalysisInputError
}

describe('readTaxonomyFile: the layouts of a separate taxonomy file', () => {
  it('reads the per-rank Global Patterns file, empty cells unassigned', () => {
    const taxonomy = readTaxonomyFile(bytesOf('taxonomy.tsv'), { fileName: 'taxonomy.tsv' })
    expect(taxonomy.layout).toBe('ranks')
    expect(taxonomy.featureIds).toEqual(SLICE_IDS)
    taxonomy.featureIds.forEach((id, i) => expect(parseTaxonomy(taxonomy.lineages[i] ?? '')).toEqual(SOURCE.get(id)))
  })

  it.each(['taxonomy.qiime2-greengenes.tsv', 'taxonomy.silva132.tsv', 'taxonomy.silva138.tsv'])(
    'reads %s to the ranks of the per-rank source',
    (name) => {
      const taxonomy = readTaxonomyFile(bytesOf(name), { fileName: name })
      expect(taxonomy.layout).toBe('lineage')
      expect(taxonomy.featureIds).toHaveLength(IN_LINEAGE_FILES.length + 2)
      expect(taxonomy.featureIds.slice(0, IN_LINEAGE_FILES.length)).toEqual(IN_LINEAGE_FILES)
      IN_LINEAGE_FILES.forEach((id, i) => expect(parseTaxonomy(taxonomy.lineages[i] ?? '')).toEqual(SOURCE.get(id)))
    },
  )

  it('reads a headerless Greengenes reference file and skips a QIIME 2 #q2:types row', () => {
    expect(readTaxonomyFile(encode('OTU1\tk__Bacteria; p__Firmicutes\nOTU2\tUnassigned\n'))).toEqual({
      featureIds: ['OTU1', 'OTU2'],
      lineages: ['k__Bacteria; p__Firmicutes', 'Unassigned'],
      layout: 'lineage',
    })
    const typed = readTaxonomyFile(
      encode('Feature ID\tTaxon\tConfidence\n#q2:types\tcategorical\tnumeric\nASV1\td__Bacteria\t0.99\n'),
    )
    expect(typed.featureIds).toEqual(['ASV1'])
  })

  it("reads per-rank cells that say NA, keep a rank prefix, or use SILVA's Domain", () => {
    const taxonomy = readTaxonomyFile(encode('OTU,Domain,Phylum,Genus\nOTU1,d__Bacteria,p__Firmicutes,NA\nOTU2,NA,,\n'))
    expect(parseTaxonomy(taxonomy.lineages[0] ?? '')).toMatchObject({
      Kingdom: 'Bacteria',
      Phylum: 'Firmicutes',
      Genus: null,
    })
    expect(taxonomy.lineages[1]).toBeNull()
  })

  it('refuses a duplicate feature id, naming the line of both rows', () => {
    const lines = readFileSync(`${SLICE}taxonomy.qiime2-greengenes.tsv`, 'utf8').trimEnd().split('\n')
    const withDuplicate = [...lines, lines[3]].join('\n')
    const error = thrown(() => readTaxonomyFile(encode(withDuplicate), { fileName: 'taxonomy.tsv' }))
    expect(error.code).toBe('taxonomyFile.duplicateFeatureId')
    expect(error.params).toEqual({ id: lines[3].split('\t')[0], firstLine: 4 })
    expect(error.location).toEqual({ file: 'taxonomy.tsv', line: lines.length + 1, column: 1 })
  })

  it('refuses a header it cannot read, a rank name holding ";" and a file without rows', () => {
    expect(thrown(() => readTaxonomyFile(encode('id\tscore\nOTU1\t3\n'))).code).toBe('taxonomyFile.unknownHeader')
    const semicolon = thrown(() => readTaxonomyFile(encode('id\tKingdom\tPhylum\nOTU1\tBacteria\tA;B\n')))
    expect(semicolon.code).toBe('taxonomyFile.semicolonInName')
    expect(semicolon.location).toMatchObject({ line: 2, column: 3 })
    expect(thrown(() => readTaxonomyFile(encode('Feature ID\tTaxon\n'))).code).toBe('taxonomyFile.noRows')
    expect(thrown(() => readTaxonomyFile(encode(''))).code).toBe('taxonomyFile.empty')
    expect(thrown(() => readTaxonomyFile(encode('Feature ID\tTaxon\nOTU1\n'))).code).toBe('taxonomyFile.fieldCount')
  })
})

describe('readDataset: a table with its taxonomy file', () => {
  const table = { bytes: bytesOf('otu_table.tsv'), fileName: 'otu_table.tsv' }

  it('attaches the per-rank file by feature id: every feature gets its source ranks', async () => {
    const dataset = await readDataset({ table, taxonomy: { bytes: bytesOf('taxonomy.tsv'), fileName: 'taxonomy.tsv' } })
    expect(dataset.taxonomyFile).toEqual({
      featuresWithoutTaxonomy: 0,
      taxonomyRowsNotInTable: 0,
      replacedTableTaxonomy: false,
    })
    dataset.table.featureIds.forEach((id, f) =>
      expect(parseTaxonomy(dataset.table.taxonomy?.[f] ?? '')).toEqual(SOURCE.get(id)),
    )
  })

  it('counts the features left unassigned and the taxonomy rows ignored', async () => {
    const dataset = await readDataset({
      table,
      taxonomy: { bytes: bytesOf('taxonomy.silva138.tsv') },
      metadata: { bytes: bytesOf('metadata.tsv') },
    })
    expect(dataset.taxonomyFile).toEqual({
      featuresWithoutTaxonomy: LEFT_OUT.length,
      taxonomyRowsNotInTable: 2,
      replacedTableTaxonomy: false,
    })
    dataset.table.featureIds.forEach((id, f) => {
      const lineage = dataset.table.taxonomy?.[f]
      if (LEFT_OUT.includes(id)) expect(lineage).toBeNull()
      else expect(parseTaxonomy(lineage ?? '')).toEqual(SOURCE.get(id))
    })
  })

  it("replaces the table's own taxonomy with the file's, and says so", async () => {
    const [header, ...rows] = readFileSync(`${SLICE}otu_table.tsv`, 'utf8').trimEnd().split('\n')
    const withTaxonomyColumn = [`${header}\ttaxonomy`, ...rows.map((row) => `${row}\tk__Wrong; p__Classifier`)]
    const dataset = await readDataset({
      table: { bytes: encode(withTaxonomyColumn.join('\n')) },
      taxonomy: { bytes: bytesOf('taxonomy.qiime2-greengenes.tsv') },
    })
    expect(dataset.taxonomyFile?.replacedTableTaxonomy).toBe(true)
    expect(dataset.table.taxonomy?.filter((lineage) => lineage?.includes('Wrong'))).toEqual([])
    expect(parseTaxonomy(dataset.table.taxonomy?.[0] ?? '')).toEqual(SOURCE.get(SLICE_IDS[0]))
  })

  it('refuses a taxonomy file that names none of the features', async () => {
    const error = await rejected(
      readDataset({ table, taxonomy: { bytes: encode('Feature ID\tTaxon\nX1\tk__Bacteria\n'), fileName: 'tax.tsv' } }),
    )
    expect(error.code).toBe('taxonomyFile.noFeatureInTable')
    expect(error.params).toEqual({ count: 1, ids: '"X1"' })
    expect(error.location).toEqual({ file: 'tax.tsv' })
  })
})

describe('readDataset: a samples-as-rows table is refused, never read transposed', () => {
  const transposedText = readFileSync(`${SLICE}otu_table.samples-as-rows.tsv`, 'utf8')
  /** As pandas' `DataFrame.T.to_csv` and R's `write.table(t(x), col.names = NA)` write it: no header name to go by. */
  const withBlankHeaderCell = encode(transposedText.replace(/^SampleID/, ''))
  const sampleIds = transposedText
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((row) => row.split('\t')[0])

  it('by its header, when the first cell names samples', async () => {
    const error = await rejected(
      readDataset({ table: { bytes: encode(transposedText), fileName: 'otu_table.samples-as-rows.tsv' } }),
    )
    expect(error.code).toBe('featureTable.samplesAsRowsByHeader')
    expect(error.params).toEqual({ header: 'SampleID' })
    expect(error.location).toEqual({ file: 'otu_table.samples-as-rows.tsv', line: 1, column: 1 })
  })

  it("by the metadata, when its row ids are the metadata's sample ids", async () => {
    const error = await rejected(
      readDataset({
        table: { bytes: withBlankHeaderCell, fileName: 'table.tsv' },
        metadata: { bytes: bytesOf('metadata.tsv') },
      }),
    )
    expect(error.code).toBe('featureTable.samplesAsRowsByMetadata')
    expect(error.params.count).toBe(26)
    expect(error.params.ids).toBe(
      sampleIds
        .slice(0, 10)
        .map((id) => `"${id}"`)
        .join(', '),
    )
    expect(error.location).toEqual({ file: 'table.tsv' })
  })

  it("by the taxonomy file, when its column ids are the taxonomy's feature ids", async () => {
    const error = await rejected(
      readDataset({ table: { bytes: withBlankHeaderCell }, taxonomy: { bytes: bytesOf('taxonomy.tsv') } }),
    )
    expect(error.code).toBe('featureTable.samplesAsRowsByTaxonomy')
    expect(error.params.count).toBe(SLICE_IDS.length)
  })
})
