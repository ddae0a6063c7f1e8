import { basicChartTools } from './charts-basic'
import { microbiomeTools } from './microbiome'
import { sequenceTools } from './sequence'
import type { ToolDefinition } from './types'
import { TOOLS } from '../../../tools/index'

export const SEEDED_TOOLS: readonly ToolDefinition[] = [
  ...basicChartTools,
  ...microbiomeTools,
  ...sequenceTools,
  ...TOOLS.map((tool) => tool.definition),
]
