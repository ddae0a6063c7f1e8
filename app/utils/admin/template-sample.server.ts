import { and, asc, eq, inArray } from 'drizzle-orm'
import { DATASET_ROLE, type DatasetRole } from '#core/projects'
import { ADDITIONAL_MODULE, ANALYSIS_GROUP_TYPE, type AnalysisRunSetting } from '#core/workflows'
import type { Database } from '#db/client'
import { tools } from '#db/schema/tools'
import { workflowAnalysisGroups, workflowAnalysisItems, workflows } from '#db/schema/workflows'

/*
 * The JSON sample of spec 02 §3 (header, base_info, sample_info, workflow_data, qc_info, otu_info):
 * what a batch of a workflow must be given, derived from the workflow's template. Its parts are
 * exactly what creating a batch reads (db/analysis-batches.ts `NewBatchInput`, through the new
 * dataset path's file checks): the sample table with its grouping column, the base info, the
 * additional modules and compare groups the template's groups ask for, and one file per dataset
 * role its items' tools read, each with a small valid example content.
 */

export const SAMPLE_FORMAT = 'biocloud-analysis-batch'
export const SAMPLE_FORMAT_VERSION = 1

export interface SampleFile {
  role: DatasetRole
  file_name: string
  required: boolean
  /** Which template items read it (their ids). */
  used_by: number[]
  /** Example content (text). */
  content: string
}

export interface TemplateSample {
  header: {
    format: typeof SAMPLE_FORMAT
    version: number
    workflow_id: number
    workflow_title: string
    workflow_title_en: string
  }
  base_info: { project_info: Record<string, string | number> }
  sample_info: { title: string; group_column: string; data: string[][] }
  workflow_data: {
    project_name: string
    analysis_name: string
    additional_modules: string[]
    compare_groups: string[][]
    groups: {
      id: number
      name: string
      name_en: string
      type: number
      items: {
        id: number
        name: string
        name_en: string
        tool_id: number | null
        tool: string | null
        dependencies: number[]
        runs: AnalysisRunSetting[]
        data_files: Record<string, DatasetRole>
      }[]
    }[]
  }
  qc_info: { required: boolean; file: SampleFile | null }
  otu_info: { files: SampleFile[] }
}

// A small dataset the new-dataset checks accept: 8 features over 6 samples in two groups.
const SAMPLES = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6']
const GROUPS = ['Control', 'Control', 'Control', 'Treatment', 'Treatment', 'Treatment']
const FEATURES = ['OTU1', 'OTU2', 'OTU3', 'OTU4', 'OTU5', 'OTU6', 'OTU7', 'OTU8']
const COUNTS = [
  [120, 98, 143, 20, 31, 18],
  [45, 60, 52, 140, 128, 150],
  [30, 22, 41, 35, 28, 40],
  [0, 3, 1, 60, 72, 55],
  [80, 91, 77, 12, 9, 15],
  [10, 14, 8, 11, 13, 9],
  [5, 0, 7, 30, 26, 33],
  [60, 48, 55, 58, 62, 51],
]
const LINEAGES = [
  ['Bacteria', 'Firmicutes', 'Bacilli', 'Lactobacillales', 'Lactobacillaceae', 'Lactobacillus'],
  ['Bacteria', 'Bacteroidetes', 'Bacteroidia', 'Bacteroidales', 'Bacteroidaceae', 'Bacteroides'],
  ['Bacteria', 'Proteobacteria', 'Gammaproteobacteria', 'Enterobacterales', 'Enterobacteriaceae', 'Escherichia'],
  ['Bacteria', 'Bacteroidetes', 'Bacteroidia', 'Bacteroidales', 'Prevotellaceae', 'Prevotella'],
  ['Bacteria', 'Firmicutes', 'Clostridia', 'Clostridiales', 'Ruminococcaceae', 'Faecalibacterium'],
  ['Bacteria', 'Actinobacteria', 'Actinobacteria', 'Bifidobacteriales', 'Bifidobacteriaceae', 'Bifidobacterium'],
  ['Bacteria', 'Verrucomicrobia', 'Verrucomicrobiae', 'Verrucomicrobiales', 'Akkermansiaceae', 'Akkermansia'],
  ['Bacteria', 'Firmicutes', 'Clostridia', 'Clostridiales', 'Lachnospiraceae', 'Blautia'],
]
const RANKS = ['Kingdom', 'Phylum', 'Class', 'Order', 'Family', 'Genus']
const tsv = (rows: (string | number)[][]) => rows.map((row) => row.join('\t')).join('\n') + '\n'

const EXAMPLE_FILES: Record<DatasetRole, { fileName: string; content: string }> = {
  table: {
    fileName: 'otu_table.tsv',
    content: tsv([['OTU ID', ...SAMPLES], ...FEATURES.map((id, f) => [id, ...COUNTS[f]])]),
  },
  taxonomy: {
    fileName: 'taxonomy.tsv',
    content: tsv([['feature_id', ...RANKS], ...FEATURES.map((id, f) => [id, ...LINEAGES[f]])]),
  },
  metadata: {
    fileName: 'metadata.tsv',
    content: tsv([['sample_id', 'Group'], ...SAMPLES.map((sample, s) => [sample, GROUPS[s]])]),
  },
  tree: {
    fileName: 'tree.nwk',
    content:
      '(((OTU1:0.1,OTU5:0.12):0.05,(OTU8:0.09,OTU6:0.2):0.04):0.03,((OTU2:0.08,OTU4:0.1):0.06,(OTU3:0.15,OTU7:0.18):0.05):0.02);\n',
  },
  qc: {
    fileName: 'qc.tsv',
    content: tsv([
      ['Sample', 'Reads', "Good's coverage"],
      ...SAMPLES.map((sample, s) => [sample, COUNTS.reduce((sum, row) => sum + row[s], 0), 0.99]),
    ]),
  },
}

/** Every batch has a feature table and a sample table (the new dataset path requires both). */
const ALWAYS: DatasetRole[] = [DATASET_ROLE.table, DATASET_ROLE.metadata]
const ROLES = new Set<string>(Object.values(DATASET_ROLE))

/** The sample of a workflow's template; null when there is no such workflow. Only active groups and items count, as batches copy only those. */
export async function templateSample(db: Database, workflowId: number): Promise<TemplateSample | null> {
  const [workflow] = await db
    .select({ id: workflows.id, title: workflows.title, titleEn: workflows.titleEn })
    .from(workflows)
    .where(eq(workflows.id, workflowId))
  if (!workflow) return null
  const groups = await db
    .select()
    .from(workflowAnalysisGroups)
    .where(and(eq(workflowAnalysisGroups.workflowId, workflowId), eq(workflowAnalysisGroups.isActive, true)))
    .orderBy(asc(workflowAnalysisGroups.sort), asc(workflowAnalysisGroups.id))
  const items = groups.length
    ? await db
        .select({
          item: workflowAnalysisItems,
          toolTitle: tools.title,
          dataFileSettings: tools.dataFileSettings,
        })
        .from(workflowAnalysisItems)
        .leftJoin(tools, eq(tools.id, workflowAnalysisItems.toolId))
        .where(
          and(
            inArray(
              workflowAnalysisItems.groupId,
              groups.map((group) => group.id),
            ),
            eq(workflowAnalysisItems.isActive, true),
          ),
        )
        .orderBy(asc(workflowAnalysisItems.sort), asc(workflowAnalysisItems.id))
    : []

  // Each role, whether some run cannot do without it, and who reads it.
  const roles = new Map<DatasetRole, { required: boolean; usedBy: Set<number> }>()
  const need = (role: string, required: boolean, itemId?: number) => {
    if (!ROLES.has(role)) return
    const entry = roles.get(role as DatasetRole) ?? { required: false, usedBy: new Set<number>() }
    entry.required ||= required
    if (itemId !== undefined) entry.usedBy.add(itemId)
    roles.set(role as DatasetRole, entry)
  }
  for (const role of ALWAYS) need(role, true)
  // The pipeline merges a taxonomy file into the table when there is one (else lineages come from the table).
  need(DATASET_ROLE.taxonomy, false)
  const itemData = items.map(({ item, toolTitle, dataFileSettings }) => {
    const settings = item.runSettings.length ? item.runSettings : [{ name: item.analysisName, nameEn: '', params: {} }]
    const dataFiles: Record<string, DatasetRole> = {}
    for (const file of dataFileSettings ?? []) {
      // A data file is read from the role its run maps it to, else the same-named role (core/workflows.ts).
      const role = settings.find((setting) => setting.dataFiles?.[file.key])?.dataFiles?.[file.key] ?? file.key
      if (ROLES.has(role)) dataFiles[file.key] = role as DatasetRole
      need(role, file.required, item.id)
    }
    for (const setting of settings) for (const role of setting.requires ?? []) need(role, false, item.id)
    return { item, toolTitle, dataFiles }
  })
  const hasQc = groups.some((group) => group.groupType === ANALYSIS_GROUP_TYPE.qc)
  if (hasQc) need(DATASET_ROLE.qc, false)

  const modules = [...new Set(groups.flatMap((group) => group.additionalModules))].sort()
  const fileOf = (role: DatasetRole): SampleFile => ({
    role,
    file_name: EXAMPLE_FILES[role].fileName,
    required: roles.get(role)?.required ?? false,
    used_by: [...(roles.get(role)?.usedBy ?? [])],
    content: EXAMPLE_FILES[role].content,
  })
  const otuRoles = [DATASET_ROLE.table, DATASET_ROLE.taxonomy, DATASET_ROLE.tree].filter((role) => roles.has(role))

  return {
    header: {
      format: SAMPLE_FORMAT,
      version: SAMPLE_FORMAT_VERSION,
      workflow_id: workflow.id,
      workflow_title: workflow.title,
      workflow_title_en: workflow.titleEn,
    },
    base_info: {
      project_info: {
        'Sequencing platform': 'Illumina NovaSeq 6000',
        'Target region': '16S rRNA V3-V4',
        Samples: SAMPLES.length,
      },
    },
    sample_info: {
      title: EXAMPLE_FILES.metadata.fileName,
      group_column: 'Group',
      data: [['sample_id', 'Group'], ...SAMPLES.map((sample, s) => [sample, GROUPS[s]])],
    },
    workflow_data: {
      project_name: 'Example project',
      analysis_name: workflow.title,
      additional_modules: modules,
      compare_groups: modules.includes(ADDITIONAL_MODULE.compareSolution) ? [['Control', 'Treatment']] : [],
      groups: groups.map((group) => ({
        id: group.id,
        name: group.groupName,
        name_en: group.groupNameEn,
        type: group.groupType,
        items: itemData
          .filter(({ item }) => item.groupId === group.id)
          .map(({ item, toolTitle, dataFiles }) => ({
            id: item.id,
            name: item.analysisName,
            name_en: item.analysisNameEn,
            tool_id: item.toolId,
            tool: toolTitle,
            dependencies: item.dependencyItemIds,
            runs: item.runSettings,
            data_files: dataFiles,
          })),
      })),
    },
    qc_info: { required: false, file: hasQc ? fileOf(DATASET_ROLE.qc) : null },
    otu_info: { files: otuRoles.map(fileOf) },
  }
}
