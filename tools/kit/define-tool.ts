import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DataFileSetting, FormField, ToolDemo } from '../../core/tools'
import type { ParameterValues, Parameter, ToolParameters } from './parameters'
import type { ToolExecutor } from './types'

/**
 * A tool as the seed writes it the first time (docs/tools-contract.md). `scriptClassName` is the
 * stable code identifier its record, its executor and its words are keyed by; the rest is content
 * staff may edit afterwards (titles, texts, category, tags, form, data files, demo).
 */
export interface ToolDefinition {
  scriptClassName: string
  title: string
  titleEn: string
  description: string
  descriptionEn: string
  /** Plain text with blank-line paragraphs. */
  manual: string
  manualEn: string
  /** A `tool_categories.code`: chart, microbiome, statistics, sequence. */
  category: string
  tags: string[]
  /** 0 cloud chart, 1 cloud analysis, 2 predefined (sequence), 3 hyperlink, 4 JS, 5 JS with backend. */
  toolType: 0 | 1 | 2 | 3 | 4 | 5
  sort: number
  tableDelimiter?: 1 | 2 | 3 | 4
  form: FormField[]
  /** `exampleFile` is a file name in the tool's demo folder. */
  dataFiles: DataFileSetting[]
  /** `files` maps a data-file key to a file name in the tool's demo folder; `params` holds every default too. */
  demo: ToolDemo
}

/** One tool folder: what the seed writes, the code that runs it, and where its demo files are. */
export interface ToolFolder {
  /** The stable code identifier (`definition.scriptClassName`), known without reading the definition's files. */
  readonly scriptClassName: string
  readonly definition: ToolDefinition
  /**
   * The form fields the executor's parameter schema accepts (keys, types, bounds, choices), known
   * without reading the folder's files: the form administration refuses edits outside them.
   */
  readonly parameterForm: readonly FormField[]
  readonly executor: ToolExecutor
  /** The folder of the demo and example files (`<tool folder>/demo`). */
  readonly demoFolder: string
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyParameters = Record<string, Parameter<any>>

/**
 * A tool folder's `index.ts` declares its tool with this, passing its own `import.meta.url`: the
 * manuals are read from `manual.zh.md` and `manual.en.md` beside it (`{{name}}` takes
 * `manualValues[name]`, so a number the form also uses has one home), the demo from `demo/`. The
 * demo names only the parameters that differ from their defaults; the seeded demo holds them all.
 */
export function defineTool<P extends AnyParameters>(
  folderUrl: string,
  tool: Omit<ToolDefinition, 'manual' | 'manualEn' | 'form' | 'demo'> & {
    parameters: ToolParameters<P>
    /**
     * `params`: the values that differ from the defaults; `pastedTexts`: parameters whose demo value is
     * the text of a file in `demo/` (a pasted sequence); `files`: data-file key → file in `demo/`.
     */
    demo: {
      params?: Partial<ParameterValues<P>>
      pastedTexts?: Partial<Record<keyof P & string, string>>
      files: Record<string, string>
    }
    executor: ToolExecutor
    manualValues?: Record<string, string>
  },
): ToolFolder {
  const { parameters, demo, executor, manualValues = {}, ...content } = tool
  const folder = path.dirname(fileURLToPath(folderUrl))
  let definition: ToolDefinition | undefined
  return {
    scriptClassName: content.scriptClassName,
    // Read when first asked for (by the seed and the tests): the web process loads the tools for
    // their words only, from a bundle where this folder's files are not beside the code.
    get definition() {
      if (definition) return definition
      const pasted = Object.entries(demo.pastedTexts ?? {}).map(([key, file]) => [
        key,
        readFileSync(path.join(folder, 'demo', file as string), 'utf8'),
      ])
      const demoParams = { ...parameters.defaults, ...demo.params, ...Object.fromEntries(pasted) }
      // A demo whose values the schema refuses would fail for every customer who presses "load demo".
      parameters.parse({ params: demoParams })
      definition = {
        ...content,
        ...manualOf(folder, manualValues),
        form: parameters.form,
        demo: { params: demoParams, files: demo.files },
      }
      return definition
    },
    parameterForm: parameters.form,
    executor,
    demoFolder: path.join(folder, 'demo'),
  }
}

function manualOf(folder: string, values: Record<string, string>): { manual: string; manualEn: string } {
  const read = (language: 'zh' | 'en') => {
    const file = path.join(folder, `manual.${language}.md`)
    return readFileSync(file, 'utf8')
      .replace(/\n$/, '')
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
        if (!(name in values)) throw new Error(`${file}: no value for {{${name}}}`)
        return values[name]
      })
  }
  return { manual: read('zh'), manualEn: read('en') }
}
