import type { LoaderFunctionArgs } from '@remix-run/node'
import { fileStorage } from '#db/file-storage'
import { requireRouteAccess } from '~/utils/route-access.server'
import { findToolTaskFile } from '~/utils/tools/tool-results.server'

/**
 * A task's input or output file by its path in the task folder (`input/<key>/<name>`,
 * `output/<name>`), for whoever may open the task. Images show inline (the no-JS chart); the rest
 * download.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const taskId = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null
  const path = params['*'] ?? ''
  const file = taskId === null || !/^(input|output)\//.test(path) ? null : await findToolTaskFile(taskId, path, user)
  if (!file) throw new Response('Not found', { status: 404 })
  const bytes = await fileStorage().get(file.storageKey)
  const contentType = file.contentType && file.contentType !== 'application/octet-stream' ? file.contentType : guessContentType(file.name)
  const disposition = contentType.startsWith('image/') ? 'inline' : 'attachment'
  // Local storage returns a copy backed by a plain ArrayBuffer.
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
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
