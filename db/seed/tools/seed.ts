import fs from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../client'
import { fileStorage, type FileStorage } from '../../file-storage'
import { FORM_TYPE, TOOL_PUBLISH_STATUS, TOOL_TYPE } from '../../../core/tools'
import { forms, toolCategories, tools } from '../../schema/tools'
import { SEEDED_TOOLS } from './index'
import { toolDemoFolder } from '../../../tools/index'
import type { ToolDefinition } from './types'

/** Where a seeded tool's demo and example files live in file storage. */
export function demoStorageKey(scriptClassName: string, fileName: string): string {
  return `tool-demos/${scriptClassName}/${fileName}`
}

/** Every file a definition names: demo inputs and example downloads. */
export function demoFileNames(definition: ToolDefinition): string[] {
  const names = [...Object.values(definition.demo.files), ...definition.dataFiles.map((setting) => setting.exampleFile)]
  return [...new Set(names.filter((name): name is string => Boolean(name)))]
}

/**
 * The columns a definition owns. A staff member's publish decision, cover, use-count base and
 * link survive a reseed; the content of a seeded tool is the code's and follows it.
 */
const DEFINITION_COLUMNS = [
  'title_en',
  'form_id',
  'description',
  'description_en',
  'manual',
  'manual_en',
  'category_id',
  'tags',
  'tool_type',
  'sort',
  'table_delimiter',
  'data_file_settings',
  'demo',
  'script_class_name',
  'execution_type',
  'executor',
] as const

function excludedDiffers(table: string, columns: readonly string[]) {
  const stored = columns.map((c) => `"${table}"."${c}"`).join(', ')
  const incoming = columns.map((c) => `excluded."${c}"`).join(', ')
  return sql.raw(`(${stored}) is distinct from (${incoming})`)
}

const setFromExcluded = (columns: readonly string[]) =>
  Object.fromEntries([...columns.map((c) => [camel(c), sql.raw(`excluded."${c}"`)]), ['updatedAt', sql`now()`]])

function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
}

/**
 * Upserts every seeded tool: its form (named after the script class name), its tool row (by
 * unique title, published when first inserted) and its demo files in file storage. A second run
 * writes nothing when nothing changed, so `updatedAt` keeps telling when a definition last did.
 */
export async function seedTools(
  db: Database,
  options: {
    definitions?: readonly ToolDefinition[]
    demoFolder?: (scriptClassName: string) => string
    storage?: FileStorage
  } = {},
): Promise<void> {
  const { definitions = SEEDED_TOOLS, demoFolder = toolDemoFolder, storage = fileStorage() } = options
  const categoryIds = new Map(
    (await db.select({ id: toolCategories.id, code: toolCategories.code }).from(toolCategories)).map((c) => [
      c.code,
      c.id,
    ]),
  )
  for (const definition of definitions) {
    const categoryId = categoryIds.get(definition.category)
    if (categoryId === undefined)
      throw new Error(`tool ${definition.scriptClassName}: unknown category ${definition.category}`)
    for (const fileName of demoFileNames(definition)) {
      const bytes = new Uint8Array(await fs.readFile(path.join(demoFolder(definition.scriptClassName), fileName)))
      const key = demoStorageKey(definition.scriptClassName, fileName)
      // Every start seeds; rewriting megabytes of unchanged demo files each time would be waste.
      if (!(await storage.exists(key)) || !Buffer.from(await storage.get(key)).equals(bytes))
        await storage.put(key, bytes)
    }
    const toStorage = (fileName: string) => demoStorageKey(definition.scriptClassName, fileName)
    await db.transaction(async (tx) => {
      const formValues = {
        name: definition.scriptClassName,
        formType: definition.toolType === TOOL_TYPE.predefined ? FORM_TYPE.predefined : FORM_TYPE.dynamic,
        description: definition.titleEn,
        fields: definition.form,
      }
      await tx
        .insert(forms)
        .values(formValues)
        .onConflictDoUpdate({
          target: forms.name,
          set: setFromExcluded(['form_type', 'description', 'fields']),
          setWhere: excludedDiffers('forms', ['form_type', 'description', 'fields']),
        })
      const [form] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.name, definition.scriptClassName))
      await tx
        .insert(tools)
        .values({
          title: definition.title,
          titleEn: definition.titleEn,
          formId: form.id,
          description: definition.description,
          descriptionEn: definition.descriptionEn,
          manual: definition.manual,
          manualEn: definition.manualEn,
          categoryId,
          tags: definition.tags,
          toolType: definition.toolType,
          sort: definition.sort,
          tableDelimiter: definition.tableDelimiter ?? 1,
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
          scriptClassName: definition.scriptClassName,
          // Seeded tools run in the graphile-worker task `run_tool`, which looks the executor up by script class name.
          executionType: 'builtin',
          executor: 'run_tool',
          publishStatus: TOOL_PUBLISH_STATUS.published,
        })
        .onConflictDoUpdate({
          target: tools.title,
          set: setFromExcluded(DEFINITION_COLUMNS),
          setWhere: excludedDiffers('tools', DEFINITION_COLUMNS),
        })
    })
  }
}
