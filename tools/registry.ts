import { advancedChartExecutors } from './charts-advanced/index'
import { microbiomeExecutors } from './microbiome/index'
import type { ToolExecutor } from './kit/types'
import { TOOLS } from './index'

/** Every executor by the script class name a tool record names. */
export const TOOL_EXECUTORS: Readonly<Record<string, ToolExecutor>> = {
  ...advancedChartExecutors,
  ...microbiomeExecutors,
  ...Object.fromEntries(TOOLS.map((tool) => [tool.definition.scriptClassName, tool.executor])),
}
