/** Messages a refused request can carry; each is in both locale files under `errors.`. */
export const REQUEST_ERROR_KEYS = [
  'errors.badRequest',
  'errors.notFound',
  'errors.payloadTooLarge',
  'errors.unreadableForm',
  'errors.tooManyFields',
  'errors.tooManyRequests',
] as const
export type RequestErrorKey = (typeof REQUEST_ERROR_KEYS)[number]

/** The body of a refusal (`requestError` in http-errors.server.ts): the key for pages, the translated text for scripts. */
export interface RequestErrorBody {
  messageKey: RequestErrorKey
  message: string
}

export function isRequestErrorBody(data: unknown): data is RequestErrorBody {
  return (
    typeof data === 'object' &&
    data !== null &&
    (REQUEST_ERROR_KEYS as readonly unknown[]).includes((data as RequestErrorBody).messageKey)
  )
}
