import type { ToolDefinition } from './types'

export const advancedChartTools: ToolDefinition[] = []
