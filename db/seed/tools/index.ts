import type { ToolDefinition } from '../../../tools/kit/define-tool'
import { TOOLS } from '../../../tools/index'

/** What the seed writes for every tool: each tool folder's definition (tools/<area>/<slug>/index.ts). */
export const SEEDED_TOOLS: readonly ToolDefinition[] = TOOLS.map((tool) => tool.definition)
