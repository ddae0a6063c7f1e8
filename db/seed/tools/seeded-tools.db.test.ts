import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { findVisibleTool } from '~/utils/tools/catalogue.server'
import { parseSlice } from '../../../analysis/io/data-file-rules'
import { DEMO_FILE_FIELD, isReservedFieldKey } from '~/utils/tools/tool-form'
import { validateToolSubmission } from '~/utils/tools/tool-form.server'
import { i18next } from '~/utils/translations.server'
import { TOOL_EXECUTORS } from '../../../tools/registry'
import { getDb } from '../../client'
import { TOOL_PUBLISH_STATUS } from '../../../core/tools'
import { tools } from '../../schema/tools'
import { SEEDED_TOOL_CATEGORIES } from '../catalogue'
import { SEEDED_TOOLS } from './index'
import { demoFileNames } from './seed'
import { toolDemoFolder } from '../../../tools/index'
import { advancedChartToolFolders } from '../../../tools/charts-advanced/index'
import { basicChartToolFolders } from '../../../tools/charts-basic/index'
import { microbiomeToolFolders } from '../../../tools/microbiome/index'
import { sequenceToolFolders } from '../../../tools/sequence/index'
import { statisticsToolFolders } from '../../../tools/statistics/index'
import { expressionToolFolders } from '../../../tools/expression/index'

/*
 * The one suite that holds the seeded tools to their executors, their demo folders, the tool
 * page and the seeded database. Every check names the seed it expects, so an empty or missing
 * seed fails instead of passing with nothing to check.
 */

const seededNames = SEEDED_TOOLS.map((definition) => definition.scriptClassName)

/** The tool type of every area, and the categories its tools may sit in. */
const AREAS = [
  {
    name: 'basic charts',
    definitions: basicChartToolFolders.map((folder) => folder.definition),
    toolType: 0,
    categories: ['chart'],
  },
  {
    name: 'advanced charts',
    definitions: advancedChartToolFolders.map((folder) => folder.definition),
    toolType: 0,
    categories: ['chart', 'statistics'],
  },
  {
    name: 'microbiome',
    definitions: microbiomeToolFolders.map((folder) => folder.definition),
    toolType: 1,
    categories: ['microbiome'],
  },
  {
    name: 'statistics',
    definitions: statisticsToolFolders.map((folder) => folder.definition),
    toolType: 0,
    categories: ['statistics'],
  },
  {
    name: 'sequence',
    definitions: sequenceToolFolders.map((folder) => folder.definition),
    toolType: 2,
    categories: ['sequence'],
  },
  {
    name: 'transcriptome',
    definitions: expressionToolFolders.map((folder) => folder.definition),
    toolType: 1,
    categories: ['transcriptome'],
  },
]

/** The demo's parameters as the form would post them. */
function demoFormData(params: Record<string, unknown>, demoFileKeys: string[]): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === false || item === null || item === undefined) continue
      data.append(key, item === true ? 'on' : String(item))
    }
  }
  for (const key of demoFileKeys) data.append(DEMO_FILE_FIELD, key)
  return data
}

describe('the seeded tools', () => {
  it('pair up with the executors: every seeded tool has one and every executor a seeded tool', () => {
    expect(seededNames.length).toBeGreaterThan(0)
    expect(Object.keys(TOOL_EXECUTORS).sort()).toEqual([...seededNames].sort())
    expect(new Set(seededNames).size).toBe(seededNames.length)
  })

  it('are the tools of the six areas, each sorted in its own place', () => {
    const byName = (definitions: readonly { scriptClassName: string }[]) =>
      [...definitions].sort((a, b) => a.scriptClassName.localeCompare(b.scriptClassName))
    expect(byName(AREAS.flatMap((area) => area.definitions))).toEqual(byName(SEEDED_TOOLS))
    for (const area of AREAS) expect(area.definitions.length, area.name).toBeGreaterThan(0)
    expect(new Set(SEEDED_TOOLS.map((definition) => definition.sort)).size).toBe(SEEDED_TOOLS.length)
  })

  it('are all in the database, published, after the platform seed', async () => {
    const rows = await getDb()
      .select({ scriptClassName: tools.scriptClassName, publishStatus: tools.publishStatus })
      .from(tools)
      .where(eq(tools.executor, 'run_tool'))
    expect(rows.map((row) => row.scriptClassName).sort()).toEqual([...seededNames].sort())
    expect(rows.filter((row) => row.publishStatus !== TOOL_PUBLISH_STATUS.published)).toEqual([])
  })
})

describe.each(AREAS)('$name', ({ definitions, toolType, categories }) => {
  describe.each(definitions.map((definition) => [definition.scriptClassName, definition] as const))(
    '%s',
    (scriptClassName, definition) => {
      it('is bilingual: titles, descriptions and a manual of the same paragraphs in both languages', () => {
        for (const text of [
          definition.title,
          definition.titleEn,
          definition.description,
          definition.descriptionEn,
          definition.manual,
          definition.manualEn,
        ])
          expect(text.trim().length).toBeGreaterThan(1)
        expect(definition.manual.split('\n\n').length).toBeGreaterThanOrEqual(3)
        expect(definition.manualEn.split('\n\n').length).toBe(definition.manual.split('\n\n').length)
        for (const field of definition.form) expect(field.labelEn, field.key).toBeTruthy()
      })

      it("sits in its area's tool type and a seeded category", () => {
        expect(definition.toolType).toBe(toolType)
        expect(categories).toContain(definition.category)
        expect(SEEDED_TOOL_CATEGORIES.map((category) => category.code)).toContain(definition.category)
      })

      it('has a form and data slots the page can render and check', () => {
        const fieldKeys = definition.form.map((field) => field.key)
        const dataKeys = definition.dataFiles.map((setting) => setting.key)
        expect(new Set(fieldKeys).size, 'field keys are unique').toBe(fieldKeys.length)
        expect(new Set(dataKeys).size, 'data keys are unique').toBe(dataKeys.length)
        expect(fieldKeys.filter(isReservedFieldKey), 'field keys clash with the page’s own names').toEqual([])
        for (const field of definition.form) {
          if (field.type === 'column' || field.columnOf)
            expect(dataKeys, `${field.key}.columnOf`).toContain(field.columnOf)
          if (field.type === 'select' || field.type === 'radio' || field.type === 'multiselect')
            expect(field.options?.length, `${field.key} options`).toBeGreaterThan(0)
        }
        for (const setting of definition.dataFiles) {
          for (const rule of setting.rules) {
            if (rule.kind === 'valueType')
              [rule.rows, rule.columns].forEach((slice) => expect(() => parseSlice(slice)).not.toThrow())
            if (rule.kind === 'minColumns') expect(() => parseSlice(rule.rows)).not.toThrow()
            if (rule.kind === 'formKeyMapping') {
              expect(fieldKeys).toContain(rule.formKey)
              expect(() => parseSlice(rule.column)).not.toThrow()
            }
          }
        }
        expect(
          Object.keys(definition.demo.params).filter((key) => !fieldKeys.includes(key)),
          'demo parameters without a field',
        ).toEqual([])
        expect(
          Object.keys(definition.demo.files).filter((key) => !dataKeys.includes(key)),
          'demo files without a slot',
        ).toEqual([])
      })

      it('has its demo and example files in its demo folder, with a README giving sources', () => {
        const folder = toolDemoFolder(scriptClassName)
        expect(fs.existsSync(path.join(folder, 'README.md')), 'README.md').toBe(true)
        // A slot the demo leaves empty (a sequence field's file slot: its demo is pasted text) has no example.
        for (const setting of definition.dataFiles)
          expect(setting.exampleFile ?? undefined).toBe(definition.demo.files[setting.key])
        for (const fileName of demoFileNames(definition))
          expect(fs.statSync(path.join(folder, fileName)).size, fileName).toBeGreaterThan(0)
      })

      it('passes the tool page’s own validation with its demo, as "load demo" then "run" submits it', async () => {
        const [row] = await getDb()
          .select({ id: tools.id })
          .from(tools)
          .where(eq(tools.scriptClassName, scriptClassName))
        const tool = await findVisibleTool(row.id, null)
        expect(tool).not.toBeNull()
        for (const language of ['zh', 'en'] as const) {
          const validated = await validateToolSubmission({
            tool: { ...tool!, demo: tool!.demo },
            uploads: {
              fields: demoFormData(definition.demo.params, Object.keys(definition.demo.files)),
              files: new Map(),
              problems: new Map(),
            },
            t: await i18next.getFixedT(language),
            language,
          })
          expect(validated.ok ? [] : validated.fieldErrors, language).toEqual([])
        }
      })
    },
  )
})
