import type { ToolDefinition } from './types'

export const sequenceTools: ToolDefinition[] = []
