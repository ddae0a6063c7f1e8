import type { ToolExecutor } from '../types'

export const advancedChartExecutors: Record<string, ToolExecutor> = {}
