import { advancedChartToolFolders } from './charts-advanced/index'
import { basicChartToolFolders } from './charts-basic/index'
import { expressionToolFolders } from './expression/index'
import type { ToolFolder } from './kit/define-tool'
import { microbiomeToolFolders } from './microbiome/index'
import { sequenceToolFolders } from './sequence/index'
import { statisticsToolFolders } from './statistics/index'

/** Every tool, one folder each (docs/tools-contract.md): the seed writes their definitions, the worker runs their executors. */
export const TOOLS: readonly ToolFolder[] = [
  ...basicChartToolFolders,
  ...advancedChartToolFolders,
  ...microbiomeToolFolders,
  ...statisticsToolFolders,
  ...sequenceToolFolders,
  ...expressionToolFolders,
]

/** The folder of a tool's demo and example files. */
export function toolDemoFolder(scriptClassName: string): string {
  const tool = TOOLS.find((candidate) => candidate.scriptClassName === scriptClassName)
  if (!tool) throw new Error(`No tool folder for ${scriptClassName}`)
  return tool.demoFolder
}
