import { describe, expect, it } from 'vitest'
import { SEEDED_TOOLS } from '#db/seed/tools/index'
import { SEEDED_TOOL_CATEGORIES } from '#db/seed/catalogue'
import { getDb } from '#db/client'
import { tools } from '#db/schema/tools'
import { eq } from 'drizzle-orm'
import { i18next } from '~/utils/translations.server'
import { findVisibleTool } from './catalogue.server'
import { parseSlice } from './data-file-rules.server'
import { DEMO_FILE_FIELD, isReservedFieldKey } from './tool-form'
import { validateToolSubmission } from './tool-form.server'

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

describe.each(SEEDED_TOOLS.map((definition) => [definition.scriptClassName, definition] as const))(
  'seeded tool %s',
  (_, definition) => {
    it('has a form and data slots the page can render and check', () => {
      const fieldKeys = definition.form.map((field) => field.key)
      const dataKeys = definition.dataFiles.map((setting) => setting.key)
      expect(new Set(fieldKeys).size, 'field keys are unique').toBe(fieldKeys.length)
      expect(new Set(dataKeys).size, 'data keys are unique').toBe(dataKeys.length)
      expect(fieldKeys.filter(isReservedFieldKey), 'field keys clash with the page’s own names').toEqual([])
      expect(SEEDED_TOOL_CATEGORIES.map((category) => category.code)).toContain(definition.category)
      for (const field of definition.form) {
        if (field.columnOf) expect(dataKeys, `${field.key}.columnOf`).toContain(field.columnOf)
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

    it('passes the tool page’s own validation with its demo, as "load demo" then "run" submits it', async () => {
      const [row] = await getDb().select({ id: tools.id }).from(tools).where(eq(tools.title, definition.title))
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
