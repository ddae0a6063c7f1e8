import { AnalysisInputError } from '../analysis/errors'
import { ChartDrawingError } from './tool-analysis'
import { ToolRunError } from '../tools/kit/types'

/**
 * Errors thrown in an executor thread, carried to the worker's main thread with their identity:
 * a structured clone keeps only name, message and stack, but the run job tells a ToolRunError (its
 * `code`) from an AnalysisInputError (its location and any other field the class has) by class.
 * So the thread sends the class, the stack, the cause and every own enumerable property, and the
 * main thread rebuilds an instance of the same class without running its constructor (which would
 * format the message a second time).
 */
export type TransportedError =
  | {
      kind: 'error'
      className: string
      name: string
      message: string
      stack?: string
      properties: Record<string, unknown>
      cause?: TransportedError
    }
  | { kind: 'value'; value: unknown }

/** Classes rebuilt as themselves, most specific first; anything else becomes the nearest built-in. */
const KNOWN_CLASSES: Record<string, new (...args: never[]) => Error> = {
  ToolRunError,
  AnalysisInputError,
  ChartDrawingError,
  TypeError,
  RangeError,
  SyntaxError,
  ReferenceError,
  EvalError,
  URIError,
  Error,
}

function cloneable(value: unknown): unknown {
  try {
    return structuredClone(value)
  } catch {
    return String(value)
  }
}

export function transportError(error: unknown): TransportedError {
  if (!(error instanceof Error)) return { kind: 'value', value: cloneable(error) }
  const className = Object.keys(KNOWN_CLASSES).find((name) => error instanceof KNOWN_CLASSES[name]) ?? 'Error'
  const properties: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'cause') properties[key] = cloneable(value)
  }
  return {
    kind: 'error',
    className,
    name: error.name,
    message: error.message,
    stack: error.stack,
    properties,
    cause: error.cause === undefined ? undefined : transportError(error.cause),
  }
}

export function rebuildError(transported: TransportedError): unknown {
  if (transported.kind === 'value') return transported.value
  const errorClass = KNOWN_CLASSES[transported.className] ?? Error
  const error = Object.create(errorClass.prototype) as Error
  const hidden = (value: unknown) => ({ value, writable: true, configurable: true, enumerable: false })
  Object.defineProperty(error, 'message', hidden(transported.message))
  if (transported.stack !== undefined) Object.defineProperty(error, 'stack', hidden(transported.stack))
  if (transported.cause !== undefined) Object.defineProperty(error, 'cause', hidden(rebuildError(transported.cause)))
  Object.assign(error, transported.properties)
  // A name set on the instance travelled with the properties; one from an unknown class did not.
  if (error.name !== transported.name) Object.defineProperty(error, 'name', hidden(transported.name))
  return error
}
