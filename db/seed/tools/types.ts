export type { ToolDefinition } from '../../../tools/kit/define-tool'
