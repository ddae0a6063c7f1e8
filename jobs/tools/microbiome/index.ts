import type { ToolExecutor } from '../types'

export const microbiomeExecutors: Record<string, ToolExecutor> = {}
