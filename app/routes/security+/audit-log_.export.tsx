import contentDisposition from 'content-disposition'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { auditLogCsv, parseAuditLogQuery } from '~/utils/security/audit-log.server'
import { i18next } from '~/utils/translations.server'

const COLUMNS = ['id', 'when', 'who', 'action', 'entityType', 'entityId', 'clientAddress', 'before', 'after'] as const

/** The audit rows the page's filters match, all of them, as a CSV download streamed from a cursor. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.security)
  const query = await parseAuditLogQuery(request)
  const t = await i18next.getFixedT(request)
  const body = auditLogCsv(
    query,
    COLUMNS.map((column) => t(`auditLog.csv.${column}`)),
  )
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition('audit-log.csv'),
      'Cache-Control': 'no-store',
    },
  })
}
