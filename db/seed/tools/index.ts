import { advancedChartTools } from './charts-advanced'
import { basicChartTools } from './charts-basic'
import { sequenceTools } from './sequence'
import type { ToolDefinition } from './types'
import { TOOLS } from '../../../tools/index'

export const SEEDED_TOOLS: readonly ToolDefinition[] = [
  ...basicChartTools,
  ...advancedChartTools,
  ...sequenceTools,
  ...TOOLS.map((tool) => tool.definition),
]
