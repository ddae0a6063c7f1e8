import { randomBytes } from 'node:crypto'
import { AnalysisInputError } from '#analysis/errors'
import type { FeatureTable } from '#analysis/feature-table'
import { readFeatureTable } from '#analysis/io/feature-table/read'
import { refuseSamplesAsRows } from '#analysis/io/feature-table/orientation'
import { readSampleMetadata, type SampleMetadata } from '#analysis/io/metadata'
import { parseNewick } from '#analysis/io/newick'
import { decodeText } from '#analysis/io/text'
import { attachTaxonomy, readTaxonomyFile, type FeatureTaxonomy } from '#analysis/io/taxonomy-file'
import { DATASET_ROLE, type DatasetRole } from '#core/projects'
import { safeFileName } from '#core/storage-paths'
import { inputProblemDetail } from '#core/tool-runs'
import type { DataFileSetting } from '#core/tools'
import type { FileStorage } from '#db/file-storage'
import { describeFailureDetail } from '~/utils/tools/tool-failure.server'
import type { Translate } from '~/utils/tools/tool-form'
import { checkFileType, type UploadedDataFile } from '~/utils/tools/uploads.server'
import { tableCellLimit } from '#core/table-limits'

/** The dataset roles in the order the form shows them. */
export const DATASET_ROLES: readonly DatasetRole[] = [
  DATASET_ROLE.table,
  DATASET_ROLE.taxonomy,
  DATASET_ROLE.metadata,
  DATASET_ROLE.tree,
  DATASET_ROLE.qc,
]

/**
 * What each slot accepts. Sizes: a 50 MB table is some 100,000 features by a few hundred samples
 * in text (Global Patterns, 19,216 OTUs by 26 samples, is 1.2 MB), which the web process parses
 * in memory while validating, so the limit also bounds that memory; metadata and QC tables are a
 * row per sample, 2 MB is tens of thousands of samples.
 */
const SLOTS: Record<DatasetRole, { required: boolean; fileTypes: string[]; fileSizeMb: number }> = {
  table: { required: true, fileTypes: ['tsv', 'txt', 'csv', 'biom', 'qza'], fileSizeMb: 50 },
  taxonomy: { required: false, fileTypes: ['tsv', 'txt', 'csv'], fileSizeMb: 50 },
  metadata: { required: true, fileTypes: ['tsv', 'txt', 'csv'], fileSizeMb: 2 },
  tree: { required: false, fileTypes: ['nwk', 'newick', 'tre', 'tree', 'txt'], fileSizeMb: 50 },
  qc: { required: false, fileTypes: ['tsv', 'txt', 'csv'], fileSizeMb: 2 },
}

export function datasetFileSettings(t: Translate): DataFileSetting[] {
  return DATASET_ROLES.map((role) => ({
    key: role,
    label: t(`newDataset.files.${role}.label`),
    exampleFile: null,
    rules: [],
    ...SLOTS[role],
  }))
}

/** At most this many ids are named in a message; the count says how many there are. */
const LISTED_IDS = 10

/** What passed validation and what the next step shows: the sample info table and its counts. */
export interface DatasetSummary {
  fileNames: Partial<Record<DatasetRole, string>>
  sampleCount: number
  featureCount: number
  /** Where the lineages come from: the taxonomy file, the table itself, or nowhere. */
  taxonomy: 'file' | 'table' | 'none'
  /** The sample info table for the table's samples in table order: header row first, sample id first in each row. */
  sampleInfo: string[][]
  /** What the user should know but need not fix, as i18n keys translated where shown. */
  warnings: DatasetWarning[]
}

export interface DatasetWarning {
  key: string
  values: Record<string, string | number>
}

export type DatasetFileErrors = Partial<Record<DatasetRole, string[]>>

export type DatasetCheck = { ok: true; summary: DatasetSummary } | { ok: false; fileErrors: DatasetFileErrors }

function listed(ids: readonly string[]): string {
  const shown = ids.slice(0, LISTED_IDS).join(', ')
  return ids.length > LISTED_IDS ? `${shown} …` : shown
}

/**
 * Reads every dataset file with the analysis library and checks them against each other before
 * anything is stored: the table parses and has features as rows, the taxonomy and the tree cover
 * its features, the metadata covers its samples, the QC table's first column names its samples.
 * Each file's problems are reported on its own slot in the reader's language, with the file, line
 * and column the library located them at. The files are parsed one by one rather than through
 * `readDataset`, so that a problem is attributed to its slot and every slot is checked at once.
 */
export async function checkDatasetFiles(
  t: Translate,
  files: Partial<Record<DatasetRole, UploadedDataFile>>,
): Promise<DatasetCheck> {
  const fileErrors: DatasetFileErrors = {}
  const addError = (role: DatasetRole, message: string) => (fileErrors[role] ??= []).push(message)
  const read = async <T>(role: DatasetRole, parse: (file: UploadedDataFile) => T | Promise<T>): Promise<T | null> => {
    const file = files[role]
    if (!file) {
      if (SLOTS[role].required)
        addError(role, t('tools.upload.required', { label: t(`newDataset.files.${role}.label`) }))
      return null
    }
    const typeProblem = checkFileType(file.fileName, file.bytes, SLOTS[role].fileTypes)
    if (typeProblem) {
      addError(role, t(typeProblem.key, typeProblem.values))
      return null
    }
    try {
      return await parse(file)
    } catch (error) {
      if (!(error instanceof AnalysisInputError)) throw error
      addError(role, describeFailureDetail(t, inputProblemDetail(error)) ?? error.message)
      return null
    }
  }

  const table = await read('table', (file) =>
    readFeatureTable(file.bytes, { fileName: file.fileName, maxCells: tableCellLimit() }),
  )
  const taxonomy = await read('taxonomy', (file) => readTaxonomyFile(file.bytes, { fileName: file.fileName }))
  const metadata = await read('metadata', (file) => readSampleMetadata(file.bytes, { fileName: file.fileName }))
  const tipNames = await read('tree', (file) => {
    const tree = parseNewick(decodeText(file.bytes).text, { fileName: file.fileName })
    return new Set(tree.tipNames.filter((name): name is string => name !== null))
  })
  const qc = await read('qc', (file) => readSampleMetadata(file.bytes, { fileName: file.fileName }))
  if (!table) return { ok: false, fileErrors }

  const tableFile = files.table as UploadedDataFile
  try {
    refuseSamplesAsRows(
      table,
      { metadataSampleIds: metadata?.sampleIds, taxonomyFeatureIds: taxonomy?.featureIds },
      { fileName: tableFile.fileName },
    )
  } catch (error) {
    if (!(error instanceof AnalysisInputError)) throw error
    addError('table', describeFailureDetail(t, inputProblemDetail(error)) ?? error.message)
    return { ok: false, fileErrors }
  }

  const warnings: DatasetWarning[] = []
  if (taxonomy) checkTaxonomyCoverage(t, table, taxonomy, files.taxonomy as UploadedDataFile, addError, warnings)
  if (metadata) {
    const known = new Set(metadata.sampleIds)
    const missing = table.sampleIds.filter((id) => !known.has(id))
    if (missing.length > 0)
      addError(
        'metadata',
        t('newDataset.files.errors.metadataMissingSamples', {
          file: files.metadata?.fileName,
          count: missing.length,
          samples: listed(missing),
        }),
      )
  }
  if (tipNames) {
    const missing = table.featureIds.filter((id) => !tipNames.has(id))
    if (missing.length > 0)
      addError(
        'tree',
        t('newDataset.files.errors.treeMissingFeatures', {
          file: files.tree?.fileName,
          count: missing.length,
          total: table.featureIds.length,
          features: listed(missing),
        }),
      )
  }
  if (qc) {
    const samples = new Set(table.sampleIds)
    const unknown = qc.sampleIds.filter((id) => !samples.has(id))
    if (qc.sampleIds.length === 0) addError('qc', t('newDataset.files.errors.qcEmpty', { file: files.qc?.fileName }))
    else if (unknown.length > 0)
      addError(
        'qc',
        t('newDataset.files.errors.qcUnknownSamples', {
          file: files.qc?.fileName,
          count: unknown.length,
          samples: listed(unknown),
        }),
      )
  }
  // The batch keeps the files side by side under their names, so two of one name cannot both be kept.
  const roleOfName = new Map<string, DatasetRole>()
  for (const role of DATASET_ROLES) {
    const name = files[role] && safeFileName(files[role].fileName)
    if (!name) continue
    if (roleOfName.has(name)) addError(role, t('newDataset.files.errors.sameName', { file: name }))
    else roleOfName.set(name, role)
  }
  if (Object.keys(fileErrors).length > 0 || !metadata) return { ok: false, fileErrors }
  const taxonomySource = taxonomy ? 'file' : table.taxonomy ? 'table' : 'none'
  if (taxonomySource === 'none') warnings.push({ key: 'newDataset.files.warnings.noTaxonomy', values: {} })

  return {
    ok: true,
    summary: {
      fileNames: Object.fromEntries(
        DATASET_ROLES.flatMap((role) => (files[role] ? [[role, files[role].fileName]] : [])),
      ),
      sampleCount: table.sampleIds.length,
      featureCount: table.featureIds.length,
      taxonomy: taxonomySource,
      sampleInfo: sampleInfoTable(metadata, table.sampleIds),
      warnings,
    },
  }
}

/**
 * The library's rule (decision 009): a taxonomy file matching no feature of the table is refused;
 * features without a row are unassigned, which the user is told (how many, which) without being
 * stopped, since a classifier that leaves some features out is common.
 */
function checkTaxonomyCoverage(
  t: Translate,
  table: FeatureTable,
  taxonomy: FeatureTaxonomy,
  file: UploadedDataFile,
  addError: (role: DatasetRole, message: string) => void,
  warnings: DatasetWarning[],
): void {
  try {
    attachTaxonomy(table, taxonomy, { fileName: file.fileName })
  } catch (error) {
    if (!(error instanceof AnalysisInputError)) throw error
    addError('taxonomy', describeFailureDetail(t, inputProblemDetail(error)) ?? error.message)
    return
  }
  const assigned = new Set(taxonomy.featureIds)
  const missing = table.featureIds.filter((id) => !assigned.has(id))
  if (missing.length === 0) return
  warnings.push({
    key: 'newDataset.files.warnings.taxonomyMissingFeatures',
    values: { file: file.fileName, count: missing.length, total: table.featureIds.length, features: listed(missing) },
  })
}

/** The metadata rows of the table's samples, in table order, under the metadata's header. */
function sampleInfoTable(metadata: SampleMetadata, sampleIds: readonly string[]): string[][] {
  const columns = metadata.columns.map((name) => metadata.column(name))
  const rowOf = new Map(metadata.sampleIds.map((id, i) => [id, i]))
  const header = ['sample', ...metadata.columns]
  return [
    header,
    ...sampleIds.map((id) => {
      const row = rowOf.get(id) as number
      return [id, ...columns.map((values) => values[row])]
    }),
  ]
}

// ---------------------------------------------------------------------------------------------
// Staging: the validated files wait here between step 1 (upload and check) and step 2 (groups
// and create), so the user uploads them once and step 2 works as a plain form without JS.
// ---------------------------------------------------------------------------------------------

/**
 * One staging slot per user: a new upload replaces the previous one (so an abandoned upload
 * occupies at most one dataset's worth of storage per user, until the next upload or creation),
 * and a token in the manifest ties step 2 to the upload it was shown for.
 */
function stagingFolder(userId: number): string {
  return `staging/new-dataset/${userId}`
}
const manifestKey = (userId: number) => `${stagingFolder(userId)}/manifest.json`
const stagedFileKey = (userId: number, role: DatasetRole) => `${stagingFolder(userId)}/${role}`

export interface StagedDataset {
  token: string
  summary: DatasetSummary
}

export async function stageDataset(
  storage: FileStorage,
  userId: number,
  files: Partial<Record<DatasetRole, UploadedDataFile>>,
  summary: DatasetSummary,
): Promise<StagedDataset> {
  await discardStagedDataset(storage, userId)
  for (const role of DATASET_ROLES) {
    const file = files[role]
    if (file) await storage.put(stagedFileKey(userId, role), file.bytes)
  }
  const staged: StagedDataset = { token: randomBytes(16).toString('hex'), summary }
  await storage.put(manifestKey(userId), new TextEncoder().encode(JSON.stringify(staged)))
  return staged
}

/** The staged dataset the token names; null when it was replaced by a newer upload, created, or never existed. */
export async function readStagedDataset(
  storage: FileStorage,
  userId: number,
  token: string,
): Promise<StagedDataset | null> {
  if (!/^[0-9a-f]{32}$/.test(token) || !(await storage.exists(manifestKey(userId)))) return null
  const staged = JSON.parse(new TextDecoder().decode(await storage.get(manifestKey(userId)))) as StagedDataset
  return staged.token === token ? staged : null
}

export async function readStagedFiles(
  storage: FileStorage,
  userId: number,
  staged: StagedDataset,
): Promise<Partial<Record<DatasetRole, UploadedDataFile>>> {
  const files: Partial<Record<DatasetRole, UploadedDataFile>> = {}
  for (const role of DATASET_ROLES) {
    const fileName = staged.summary.fileNames[role]
    if (fileName) files[role] = { fileName, bytes: await storage.get(stagedFileKey(userId, role)) }
  }
  return files
}

export async function discardStagedDataset(storage: FileStorage, userId: number): Promise<void> {
  await storage.remove(manifestKey(userId))
  for (const role of DATASET_ROLES) await storage.remove(stagedFileKey(userId, role))
}
