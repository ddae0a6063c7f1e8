import { advancedChartExecutors } from './charts-advanced/index'
import { basicChartExecutors } from './charts-basic/index'
import { sequenceExecutors } from './sequence/index'
import type { ToolExecutor } from './kit/types'
import { TOOLS } from './index'

/** Every executor by the script class name a tool record names. */
export const TOOL_EXECUTORS: Readonly<Record<string, ToolExecutor>> = {
  ...basicChartExecutors,
  ...advancedChartExecutors,
  ...sequenceExecutors,
  ...Object.fromEntries(TOOLS.map((tool) => [tool.definition.scriptClassName, tool.executor])),
}
