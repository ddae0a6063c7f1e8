import type { Params } from '@remix-run/react'
import { z } from 'zod'
import { requestError } from './http-errors.server'

/**
 * One way to read what a URL carries (path params and query), with Zod: anything a loader cannot
 * use is refused with a message in the user's language, 404 for a path that names nothing, 400 for
 * a query that makes no sense, before it reaches a query or a computation.
 */

/** Largest value of a Postgres `integer` column, the type of every id here. */
export const MAX_DATABASE_ID = 2_147_483_647
/** Far past any list's last page, small enough that page × page size stays an exact integer. */
const MAX_PAGE = 1_000_000

// Postgres text cannot hold U+0000; it would fail the query instead of matching nothing.
const withoutNul = (value: string) => !value.includes('\u0000')

/** A positive database id written in plain digits. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((id) => id <= MAX_DATABASE_ID)

export const pageParam = z
  .string()
  .regex(/^[1-9]\d{0,6}$/)
  .transform(Number)
  .refine((page) => page <= MAX_PAGE)

/** Free text for a filter: no NUL, trimmed, cut to `max` characters (a long search is still a search). */
export function textParam(max = 100) {
  return z
    .string()
    .refine(withoutNul)
    .transform((value) => value.trim().slice(0, max))
}

/** One of a fixed list of numbers, written in digits (e.g. a page size). */
export function numberFromList<const T extends readonly number[]>(allowed: T) {
  return z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .refine((value): value is T[number] => allowed.includes(value))
}

/** A path segment of a stored file name: no NUL, no `..`, nothing empty. */
export const pathSegmentsParam = z
  .string()
  .min(1)
  .max(1000)
  .refine(withoutNul)
  .refine((path) => path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..'))

/**
 * An empty query value (a GET form's empty field submits `q=`) means "not given", like an absent
 * one, so optional filters are written `optional(textParam())`.
 */
export function optional<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional())
}

export async function parseSearchParams<T extends z.ZodTypeAny>(request: Request, schema: T): Promise<z.output<T>> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) throw await requestError(request, 400, 'errors.badRequest')
  return parsed.data
}

export async function parseRouteParams<T extends z.ZodTypeAny>(
  request: Request,
  params: Params,
  schema: T,
): Promise<z.output<T>> {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw await requestError(request, 404, 'errors.notFound')
  return parsed.data
}

/** The id a path segment names (`/tool/:id`); anything but a possible id is a 404. */
export async function parseRouteId(request: Request, value: string | undefined): Promise<number> {
  const parsed = idParam.safeParse(value)
  if (!parsed.success) throw await requestError(request, 404, 'errors.notFound')
  return parsed.data
}
