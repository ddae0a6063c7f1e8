import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { languageOrDefault } from '#core/language'
import { PERMISSIONS } from '#core/permissions'
import { requireRouteAccess } from '~/utils/access.server'
import { dictionaryLabels, LABEL_CATEGORY } from '~/utils/dictionary-labels.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { readFormData } from '~/utils/request-body.server'
import { idParam, parseSearchParams } from '~/utils/request-input.server'
import { safeRedirect } from '~/utils/safe-redirect'
import {
  MAX_SELECTED_EXPORT,
  selectedToolTasksWhere,
  toolTaskDeskFilterShape,
  toolTaskDeskWhere,
} from '~/utils/tools-data/tool-task-desk.server'
import {
  EXPORT_COLUMNS,
  EXPORT_FORMATS,
  toolTaskExportResponse,
  type ExportFormat,
} from '~/utils/tools-data/tool-task-export.server'
import { i18next } from '~/utils/translations.server'
import { requestError } from '~/utils/http-errors.server'

const exportAllSchema = z.object({ format: z.enum(EXPORT_FORMATS), ...toolTaskDeskFilterShape }).passthrough()

/** The download's headers and status words in the viewer's language. */
async function exportFor(
  request: Request,
  where: Parameters<typeof toolTaskExportResponse>[0]['where'],
  format: ExportFormat,
) {
  const language = languageOrDefault(await i18next.getLocale(request))
  const [t, labels] = await Promise.all([
    i18next.getFixedT(request),
    dictionaryLabels(LABEL_CATEGORY.toolRunStatus, language),
  ])
  return toolTaskExportResponse({
    where,
    format,
    language,
    headers: EXPORT_COLUMNS.map((column) => t(`toolsData.export.columns.${column}`)),
    statusLabel: (status) => labels[status] ?? t(`toolRuns.status.${status}`),
  })
}

/** Export every task matching the desk's filters (spec 01 §7 export-all-tool-project-records). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.toolsProjectsData)
  const { format, ...filters } = await parseSearchParams(request, exportAllSchema)
  return exportFor(request, toolTaskDeskWhere(filters), format)
}

/** Export the tasks ticked on the desk (export-select-tool-project-records), at most MAX_SELECTED_EXPORT. */
export async function action({ request }: ActionFunctionArgs) {
  await requireRouteAccess(request, PERMISSIONS.toolsProjectsData)
  const form = await readFormData(request)
  const format = z.enum(EXPORT_FORMATS).safeParse(form.get('format'))
  const selected = form.getAll('ids')
  if (selected.length === 0 || selected.length > MAX_SELECTED_EXPORT) {
    // Nothing ticked, or more than a selection may hold: say so on the desk.
    return redirect(safeRedirect(form.get('redirectTo'), '/tools-data'), {
      headers: {
        'Set-Cookie': await flashMessageHeader(request, {
          kind: 'error',
          messageKey: selected.length === 0 ? 'toolsData.export.noneSelected' : 'toolsData.export.tooManySelected',
          values: { max: MAX_SELECTED_EXPORT },
        }),
      },
    })
  }
  const ids = z.array(idParam).safeParse(selected)
  if (!format.success || !ids.success) throw await requestError(request, 400, 'errors.badRequest')
  return exportFor(request, selectedToolTasksWhere(ids.data), format.data)
}
