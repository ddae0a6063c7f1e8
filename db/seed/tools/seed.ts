import fs from 'node:fs/promises'
import path from 'node:path'
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../client'
import { fileStorage, type FileStorage } from '../../file-storage'
import { logger } from '../../../core/logger'
import {
  type DataFileSetting,
  FORM_TYPE,
  type FormField,
  TABLE_DELIMITER,
  TOOL_PUBLISH_STATUS,
  TOOL_TYPE,
  type ToolDemo,
} from '../../../core/tools'
import { forms, toolCategories, tools } from '../../schema/tools'
import {
  SEED_KIND,
  type SeedEntry,
  type SeedResult,
  type SeedTable,
  seedRows,
  withMissingKeys,
} from '../seeded-content'
import { SEEDED_TOOLS } from './index'
import { toolDemoFolder } from '../../../tools/index'
import type { ToolDefinition } from '../../../tools/kit/define-tool'

/** Where a seeded tool's demo and example files live in file storage. */
export function demoStorageKey(scriptClassName: string, fileName: string): string {
  return `tool-demos/${scriptClassName}/${fileName}`
}

/** Every file a definition names: demo inputs and example downloads. */
export function demoFileNames(definition: ToolDefinition): string[] {
  const names = [...Object.values(definition.demo.files), ...definition.dataFiles.map((setting) => setting.exampleFile)]
  return [...new Set(names.filter((name): name is string => Boolean(name)))]
}

/** What staff own of a seeded tool's form: edited in the form administration, kept over a release. */
interface ToolFormContent {
  description: string
  fields: FormField[]
}

/**
 * What staff own of a seeded tool: everything a catalogue page shows and a run's inputs obey. The
 * code owns the rest: the executor (script class name, execution type, executor task) and the tool
 * type, and the parameter and data-file keys its executor reads.
 */
interface ToolContent {
  title: string
  titleEn: string
  formId: number | null
  description: string
  descriptionEn: string
  manual: string
  manualEn: string
  categoryId: number
  tags: string[]
  sort: number
  tableDelimiter: number
  dataFileSettings: DataFileSetting[]
  demo: ToolDemo | null
}

interface ToolEntry extends SeedEntry<ToolContent> {
  definition: ToolDefinition
}

interface ToolFormEntry extends SeedEntry<ToolFormContent> {
  definition: ToolDefinition
}

// Seeded tools run in the graphile-worker task `run_tool`, which looks the executor up by script class name.
const BUILTIN_EXECUTION = { executionType: 'builtin', executor: 'run_tool' } as const

const formTypeOf = (definition: ToolDefinition) =>
  definition.toolType === TOOL_TYPE.predefined ? FORM_TYPE.predefined : FORM_TYPE.dynamic

const toolFormTable: SeedTable<ToolFormContent, ToolFormEntry> = {
  kind: SEED_KIND.toolForm,
  async read(tx, rowIds) {
    const rows = await tx
      .select({ id: forms.id, description: forms.description, fields: forms.fields })
      .from(forms)
      .where(inArray(forms.id, rowIds))
    return new Map(rows.map(({ id, ...content }) => [id, content]))
  },
  async insert(tx, { key, content, definition }) {
    const [row] = await tx
      .insert(forms)
      .values({ name: key, formType: formTypeOf(definition), ...content })
      .onConflictDoNothing({ target: forms.name })
      .returning({ id: forms.id })
    return row?.id
  },
  async write(tx, rowId, content) {
    await tx
      .update(forms)
      .set({ ...content, updatedAt: sql`now()` })
      .where(eq(forms.id, rowId))
  },
  // The form was named after the script class name from the start.
  async findUnrecorded(tx, { key }) {
    const [row] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.name, key))
    return row?.id
  },
  async updateCodeOwned(tx, rowId, { content, definition }) {
    const [form] = await tx
      .select({ formType: forms.formType, fields: forms.fields })
      .from(forms)
      .where(eq(forms.id, rowId))
    const fields = withMissingKeys(form.fields, content.fields)
    if (form.formType !== formTypeOf(definition) || fields)
      await tx
        .update(forms)
        .set({ formType: formTypeOf(definition), ...(fields ? { fields } : {}), updatedAt: sql`now()` })
        .where(eq(forms.id, rowId))
  },
}

const toolTable: SeedTable<ToolContent, ToolEntry> = {
  kind: SEED_KIND.tool,
  async read(tx, rowIds) {
    const rows = await tx
      .select({
        id: tools.id,
        title: tools.title,
        titleEn: tools.titleEn,
        formId: tools.formId,
        description: tools.description,
        descriptionEn: tools.descriptionEn,
        manual: tools.manual,
        manualEn: tools.manualEn,
        categoryId: tools.categoryId,
        tags: tools.tags,
        sort: tools.sort,
        tableDelimiter: tools.tableDelimiter,
        dataFileSettings: tools.dataFileSettings,
        demo: tools.demo,
      })
      .from(tools)
      .where(inArray(tools.id, rowIds))
    return new Map(rows.map(({ id, ...content }) => [id, content as ToolContent]))
  },
  async insert(tx, { key, content, definition }) {
    const [row] = await tx
      .insert(tools)
      .values({
        ...content,
        scriptClassName: key,
        toolType: definition.toolType,
        ...BUILTIN_EXECUTION,
        publishStatus: TOOL_PUBLISH_STATUS.published,
      })
      // A tool staff made under the same title keeps it; the seeded one waits for the title to be free.
      .onConflictDoNothing({ target: tools.title })
      .returning({ id: tools.id })
    if (!row) logger.warn({ tool: key, title: content.title }, 'seeded tool not added: its title is taken')
    return row?.id
  },
  async write(tx, rowId, content) {
    await tx
      .update(tools)
      .set({ ...content, updatedAt: sql`now()` })
      .where(eq(tools.id, rowId))
  },
  // Earlier releases upserted by title; a title changed between releases left a second row, so the one
  // with this release's title, else the oldest, is the seeded tool.
  async findUnrecorded(tx, { key, content }) {
    const [row] = await tx
      .select({ id: tools.id })
      .from(tools)
      .where(eq(tools.scriptClassName, key))
      .orderBy(desc(eq(tools.title, content.title)), asc(tools.id))
      .limit(1)
    return row?.id
  },
  async updateCodeOwned(tx, rowId, { key, content, definition }) {
    const [tool] = await tx
      .select({
        scriptClassName: tools.scriptClassName,
        toolType: tools.toolType,
        executionType: tools.executionType,
        executor: tools.executor,
        dataFileSettings: tools.dataFileSettings,
      })
      .from(tools)
      .where(eq(tools.id, rowId))
    const codeOwned = { scriptClassName: key, toolType: definition.toolType, ...BUILTIN_EXECUTION }
    const dataFileSettings = withMissingKeys(tool.dataFileSettings, content.dataFileSettings)
    const upToDate =
      tool.scriptClassName === codeOwned.scriptClassName &&
      tool.toolType === codeOwned.toolType &&
      tool.executionType === codeOwned.executionType &&
      tool.executor === codeOwned.executor
    if (upToDate && !dataFileSettings) return
    await tx
      .update(tools)
      .set({ ...codeOwned, ...(dataFileSettings ? { dataFileSettings } : {}), updatedAt: sql`now()` })
      .where(eq(tools.id, rowId))
  },
}

/** The staff-owned content a definition seeds, its demo and example files named by storage key. */
function toolContent(definition: ToolDefinition, categoryId: number, formId: number | null): ToolContent {
  const toStorage = (fileName: string) => demoStorageKey(definition.scriptClassName, fileName)
  return {
    title: definition.title,
    titleEn: definition.titleEn,
    formId,
    description: definition.description,
    descriptionEn: definition.descriptionEn,
    manual: definition.manual,
    manualEn: definition.manualEn,
    categoryId,
    tags: definition.tags,
    sort: definition.sort,
    tableDelimiter: definition.tableDelimiter ?? TABLE_DELIMITER.tab,
    dataFileSettings: definition.dataFiles.map((setting) => ({
      ...setting,
      exampleFile: setting.exampleFile ? toStorage(setting.exampleFile) : null,
    })),
    demo: {
      params: definition.demo.params,
      files: Object.fromEntries(
        Object.entries(definition.demo.files).map(([key, fileName]) => [key, toStorage(fileName)]),
      ),
    },
  }
}

/**
 * Seeds every tool, keyed by its script class name: its form (named after it), its tool row
 * (published when first inserted) and its demo files in file storage. Content is inserted once and
 * follows later releases only while staff have not edited it (`../seeded-content.ts`); the executor
 * and tool type always follow the code. A second run writes nothing when nothing changed, so
 * `updatedAt` keeps telling when a row last changed.
 */
export async function seedTools(
  db: Database,
  options: {
    definitions?: readonly ToolDefinition[]
    demoFolder?: (scriptClassName: string) => string
    storage?: FileStorage
  } = {},
): Promise<Map<string, SeedResult>> {
  const { definitions = SEEDED_TOOLS, demoFolder = toolDemoFolder, storage = fileStorage() } = options
  const categoryIds = new Map(
    (await db.select({ id: toolCategories.id, code: toolCategories.code }).from(toolCategories)).map((c) => [
      c.code,
      c.id,
    ]),
  )
  for (const definition of definitions) {
    if (!categoryIds.has(definition.category))
      throw new Error(`tool ${definition.scriptClassName}: unknown category ${definition.category}`)
    for (const fileName of demoFileNames(definition)) {
      const bytes = new Uint8Array(await fs.readFile(path.join(demoFolder(definition.scriptClassName), fileName)))
      const key = demoStorageKey(definition.scriptClassName, fileName)
      // Every start seeds; rewriting megabytes of unchanged demo files each time would be waste.
      if (!(await storage.exists(key)) || !Buffer.from(await storage.get(key)).equals(bytes))
        await storage.put(key, bytes)
    }
  }
  return db.transaction(async (tx) => {
    const formResults = await seedRows(
      tx,
      toolFormTable,
      definitions.map((definition) => ({
        key: definition.scriptClassName,
        content: { description: definition.titleEn, fields: definition.form },
        definition,
      })),
    )
    return seedRows(
      tx,
      toolTable,
      definitions.map((definition) => ({
        key: definition.scriptClassName,
        content: toolContent(
          definition,
          categoryIds.get(definition.category)!,
          formResults.get(definition.scriptClassName)?.rowId ?? null,
        ),
        definition,
      })),
    )
  })
}
