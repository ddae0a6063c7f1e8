import contentDisposition from 'content-disposition'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { fileStorage } from '#db/file-storage'
import { z } from 'zod'
import { requestError } from '~/utils/http-errors.server'
import { idParam, parseRouteParams, pathSegmentsParam } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { findToolTaskFile } from '~/utils/tools/tool-task-view.server'
import { spreadsheetSafeBytes } from '~/utils/spreadsheet-safe-download.server'

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
  const bytes = spreadsheetSafeBytes(file.name, await fileStorage().get(file.storageKey))
  const contentType =
    file.contentType && file.contentType !== 'application/octet-stream' ? file.contentType : guessContentType(file.name)
  const disposition = contentType.startsWith('image/') ? 'inline' : 'attachment'
  // Local storage returns a copy backed by a plain ArrayBuffer.
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(file.name, { type: disposition }),
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** Uploaded inputs are stored without a trusted type; text tables open as text. */
function guessContentType(name: string): string {
  if (/\.(tsv|txt|csv|fa|fasta|fq|fastq)$/i.test(name)) return 'text/plain; charset=utf-8'
  return 'application/octet-stream'
}
