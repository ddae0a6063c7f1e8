import type { LoaderFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { requestError } from '~/utils/http-errors.server'
import { idParam, parseRouteParams, pathSegmentsParam } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { findToolTaskFile } from '~/utils/tools/tool-task-view.server'
import { storedFileResponse } from '~/utils/stored-file-download.server'

const taskFileParams = z.object({
  id: idParam,
  '*': pathSegmentsParam.refine((path) => /^(input|output)\//.test(path)),
})

/**
 * A task's input or output file by its path in the task folder (`input/<key>/<name>`,
 * `output/<name>`), for whoever may open the task. Images show inline (the no-JS chart); the rest
 * download.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const { id: taskId, '*': path } = await parseRouteParams(request, params, taskFileParams)
  const file = await findToolTaskFile(taskId, path, user)
  if (!file) throw await requestError(request, 404, 'errors.notFound')
  const contentType =
    file.contentType && file.contentType !== 'application/octet-stream' ? file.contentType : guessContentType(file.name)
  const response = await storedFileResponse(file.storageKey, {
    fileName: file.name,
    contentType,
    disposition: contentType.startsWith('image/') ? 'inline' : 'attachment',
    cacheControl: 'private, max-age=3600',
    spreadsheetSafe: true,
  })
  if (!response) throw await requestError(request, 404, 'errors.notFound')
  return response
}

/** Uploaded inputs are stored without a trusted type; text tables open as text. */
function guessContentType(name: string): string {
  if (/\.(tsv|txt|csv|fa|fasta|fq|fastq)$/i.test(name)) return 'text/plain; charset=utf-8'
  return 'application/octet-stream'
}
