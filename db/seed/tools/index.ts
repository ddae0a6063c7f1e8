import { advancedChartTools } from './charts-advanced'
import { microbiomeTools } from './microbiome'
import type { ToolDefinition } from './types'
import { TOOLS } from '../../../tools/index'

export const SEEDED_TOOLS: readonly ToolDefinition[] = [
  ...advancedChartTools,
  ...microbiomeTools,
  ...TOOLS.map((tool) => tool.definition),
]
