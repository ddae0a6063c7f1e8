import type { ToolDefinition } from './types'

export const microbiomeTools: ToolDefinition[] = []
