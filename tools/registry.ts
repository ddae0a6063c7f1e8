import type { ToolExecutor } from './kit/types'
import { TOOLS } from './index'

/** Every executor by the script class name a tool record names, from the tool folders. */
export const TOOL_EXECUTORS: Readonly<Record<string, ToolExecutor>> = Object.fromEntries(
  TOOLS.map((tool) => [tool.scriptClassName, tool.executor]),
)
