import type { DataFileSetting, FormField, ToolDemo } from '../../../core/tools'

/**
 * A tool as the seed declares it. `scriptClassName` is the key of its executor in
 * `jobs/tools/registry.ts`; demo and example files live in `db/seed/tools/demo-files/<scriptClassName>/`.
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
  /** `files` maps a data-file key to a file name in the tool's demo folder. */
  demo: ToolDemo
}
