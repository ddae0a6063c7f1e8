import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import {
  ADMIN_PAGE_SIZES,
  DEFAULT_ADMIN_PAGE_SIZE,
  type AdminPage,
  type AdminPageSize,
  type SortDirection,
} from './admin-list'
import { numberFromList, optional, pageParam, parseSearchParams, textParam } from '../request-input.server'

/** What every admin list's URL may carry: page, size, sort column and direction, and a keyword. */
export interface AdminListQuery {
  page: number
  pageSize: AdminPageSize
  sort: string | null
  direction: SortDirection
  keyword: string | null
}

/**
 * Reads an admin list's paging, sorting and keyword from the URL, plus the list's own filters
 * (`filters`, a Zod shape of optional query values). A value that makes no sense is a 400; a sort
 * column not in `sortable` is too, so a column name never reaches SQL unchecked.
 */
export async function parseAdminListQuery<Shape extends z.ZodRawShape>(
  request: Request,
  sortable: readonly string[],
  filters: Shape = {} as Shape,
): Promise<AdminListQuery & z.output<z.ZodObject<Shape>>> {
  const schema = z
    .object({
      page: optional(pageParam).default('1'),
      pageSize: optional(numberFromList(ADMIN_PAGE_SIZES)).default(String(DEFAULT_ADMIN_PAGE_SIZE)),
      sort: optional(z.string().refine((column) => sortable.includes(column))),
      direction: optional(z.enum(['asc', 'desc'])).default('asc'),
      q: optional(textParam(100)),
      ...filters,
    })
    .passthrough()
  const { page, pageSize, sort, direction, q, ...rest } = await parseSearchParams(request, schema)
  return {
    ...(rest as z.output<z.ZodObject<Shape>>),
    page: page as number,
    pageSize: pageSize as AdminPageSize,
    sort: (sort as string | undefined) ?? null,
    direction: direction as SortDirection,
    keyword: (q as string | undefined) || null,
  }
}

/** SQL `like` pattern for a keyword: its own `%`, `_` and `\` match themselves. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

/**
 * The list's keyword search: the keyword anywhere in any of the columns (or text expressions),
 * ignoring case; no condition without a keyword.
 */
export function keywordMatch(keyword: string | null, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  if (!keyword) return undefined
  const pattern = containsPattern(keyword)
  return or(...columns.map((column) => ilike(column, pattern)))
}

/** The rows to skip for a page. */
export function pageOffset(query: Pick<AdminListQuery, 'page' | 'pageSize'>): number {
  return (query.page - 1) * query.pageSize
}

/** A page of a list as its loader returns it: the rows found for `query` and how many match in all. */
export function adminPage<Row>(query: Omit<AdminListQuery, 'keyword'>, rows: Row[], total: number): AdminPage<Row> {
  return { rows, total, page: query.page, pageSize: query.pageSize, sort: query.sort, direction: query.direction }
}
