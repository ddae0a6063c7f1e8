import type { ToolExecutor } from '../types'

export const sequenceExecutors: Record<string, ToolExecutor> = {}
