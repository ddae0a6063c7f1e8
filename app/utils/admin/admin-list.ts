/** The generic admin table's paging (spec 02 §9): page size default 10, options 10/20/50/100/200. */
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100, 200] as const
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number]
export const DEFAULT_ADMIN_PAGE_SIZE: AdminPageSize = 10

export type SortDirection = 'asc' | 'desc'

/** A page of an admin list as its loader returns it. */
export interface AdminPage<Row> {
  rows: Row[]
  total: number
  page: number
  pageSize: AdminPageSize
  sort: string | null
  direction: SortDirection
}

export function pageCount(page: Pick<AdminPage<unknown>, 'total' | 'pageSize'>): number {
  return Math.max(1, Math.ceil(page.total / page.pageSize))
}
