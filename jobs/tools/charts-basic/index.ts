import type { ToolExecutor } from '../types'

export const basicChartExecutors: Record<string, ToolExecutor> = {}
