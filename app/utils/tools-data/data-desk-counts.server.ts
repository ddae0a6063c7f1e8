import { EXPIRY_WARNING_DAYS } from '#core/access-policy'
import { FILE_KIND } from '#core/files'
import { PERMISSIONS } from '#core/permissions'
import { getSql } from '#db/client'

/** What the data-management landing page counts (spec 01 §2 `/projects-data`). */
export interface DataDeskCounts {
  /** Stand-alone tool tasks by status code. */
  toolTasksByStatus: Record<string, number>
  /** Analysis batches by status code. */
  batchesByStatus: Record<string, number>
  expiredBatches: number
  /** Expiring within EXPIRY_WARNING_DAYS: already view-only. */
  expiringBatches: number
  toolFiles: { count: number; bytes: number }
  projectFiles: { count: number; bytes: number }
}

/** Every count of the landing page in one query (each a small aggregate over an indexed table). */
export async function dataDeskCounts(now = new Date()): Promise<DataDeskCounts> {
  const at = now.toISOString()
  const [row] = await getSql()<
    {
      tool_tasks: Record<string, number> | null
      batches: Record<string, number> | null
      expired: number
      expiring: number
      tool_files: number
      tool_bytes: number
      project_files: number
      project_bytes: number
    }[]
  >`
    select
      (select json_object_agg(status, n) from
        (select status, count(*)::int as n from tool_tasks where analysis_id is null group by status) t) as tool_tasks,
      (select json_object_agg(status, n) from
        (select status, count(*)::int as n from analysis_batches group by status) b) as batches,
      (select count(*)::int from analysis_batches where expires_at <= ${at}::timestamptz) as expired,
      (select count(*)::int from analysis_batches
        where expires_at > ${at}::timestamptz and expires_at <= ${at}::timestamptz + make_interval(days => ${EXPIRY_WARNING_DAYS})
      ) as expiring,
      f.tool_files, f.tool_bytes, f.project_files, f.project_bytes
    from (
      select
        count(*) filter (where kind in (${FILE_KIND.toolInput}, ${FILE_KIND.toolOutput}))::int as tool_files,
        coalesce(sum(size_bytes) filter (where kind in (${FILE_KIND.toolInput}, ${FILE_KIND.toolOutput})), 0)::float8
          as tool_bytes,
        count(*) filter (where kind = ${FILE_KIND.project})::int as project_files,
        coalesce(sum(size_bytes) filter (where kind = ${FILE_KIND.project}), 0)::float8 as project_bytes
      from stored_files where not is_folder
    ) f`
  return {
    toolTasksByStatus: row.tool_tasks ?? {},
    batchesByStatus: row.batches ?? {},
    expiredBatches: row.expired,
    expiringBatches: row.expiring,
    toolFiles: { count: row.tool_files, bytes: row.tool_bytes },
    projectFiles: { count: row.project_files, bytes: row.project_bytes },
  }
}

/** Which of the landing page's cards a user sees: those whose desk they may open. */
export function visibleDataDesks(permissions: readonly string[]) {
  return {
    tools: permissions.includes(PERMISSIONS.toolsProjectsData),
    analysis: permissions.includes(PERMISSIONS.analysisProjectsData),
  }
}
