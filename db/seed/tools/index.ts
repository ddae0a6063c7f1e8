import { advancedChartTools } from './charts-advanced'
import { microbiomeTools } from './microbiome'
import { sequenceTools } from './sequence'
import type { ToolDefinition } from './types'
import { TOOLS } from '../../../tools/index'

export const SEEDED_TOOLS: readonly ToolDefinition[] = [
  ...advancedChartTools,
  ...microbiomeTools,
  ...sequenceTools,
  ...TOOLS.map((tool) => tool.definition),
]
