import type { ToolDefinition } from './types'

export const basicChartTools: ToolDefinition[] = []
