import { useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DetailedError, Upload } from 'tus-js-client'
import {
  RESUMABLE_UPLOAD_CHUNK_BYTES,
  RESUMABLE_UPLOAD_METADATA,
  RESUMABLE_UPLOAD_PATH,
  RESUMABLE_UPLOAD_REFUSAL_STATUS,
} from '#core/resumable-upload'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { useHydrated } from '~/utils/use-hydrated'

const BYTES_PER_MB = 1024 * 1024
/** Waits between retries of a failed request; past the last, the upload waits for the user or the network. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000]

type Phase =
  | { name: 'idle' }
  | { name: 'uploading' | 'paused' | 'offline'; sent: number; total: number; resumedFrom: number | null }
  | { name: 'finishing'; total: number }
  | { name: 'confirmOverwrite'; fileName: string }
  | { name: 'done'; fileName: string; total: number }
  | { name: 'cancelled' }
  | { name: 'failed'; reason: string | null; sent: number; total: number }

const megabytes = (bytes: number) => (bytes / BYTES_PER_MB).toFixed(1)
const percentOf = (sent: number, total: number) => (total > 0 ? Math.floor((sent / total) * 1000) / 10 : 100)

/** The HTTP status and method of a failed tus request, 0 and '' when it never got an answer. */
function failedRequest(error: Error): { status: number; method: string; body: string } {
  const detailed = error as Partial<DetailedError>
  return {
    status: detailed.originalResponse?.getStatus() ?? 0,
    method: detailed.originalRequest?.getMethod() ?? '',
    body: detailed.originalResponse?.getBody() ?? '',
  }
}

/**
 * Large files (FASTQ and other raw data up to `maxMb`) uploaded into the user's personal files
 * in `folder` through the tus protocol: chunked, retried, and resumed after a dropped connection
 * or a reload (the upload's address is kept in localStorage, keyed by the file and folder, so
 * choosing the same file again continues it). Needs JavaScript; without it only a note shows and
 * the page's plain upload takes files up to the standard limit.
 */
export function ResumableUpload({ folder, maxMb }: { folder: string; maxMb: number }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [file, setFile] = useState<File | null>(null)
  const [phase, setPhase] = useState<Phase>({ name: 'idle' })
  const upload = useRef<Upload | null>(null)

  useEffect(() => () => void upload.current?.abort(), [])

  // Past the last retry while offline, the upload continues as soon as the browser is online again.
  useEffect(() => {
    if (phase.name !== 'offline') return
    const resume = () => {
      setPhase({ ...phase, name: 'uploading' })
      upload.current?.start()
    }
    window.addEventListener('online', resume)
    return () => window.removeEventListener('online', resume)
  }, [phase])

  async function start(chosen: File, overwrite: boolean) {
    const { Upload } = await import('tus-js-client')
    let resumedFrom: number | null = null
    const next = new Upload(chosen, {
      endpoint: RESUMABLE_UPLOAD_PATH,
      chunkSize: RESUMABLE_UPLOAD_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: {
        [RESUMABLE_UPLOAD_METADATA.fileName]: chosen.name,
        [RESUMABLE_UPLOAD_METADATA.contentType]: chosen.type,
        [RESUMABLE_UPLOAD_METADATA.folder]: folder,
        ...(overwrite ? { [RESUMABLE_UPLOAD_METADATA.overwrite]: '1' } : {}),
      },
      // The same file sent to another folder is another upload.
      fingerprint: async (source) => {
        const { name, type, size, lastModified } = source as File
        return ['biocloud-tus', name, type, size, lastModified, folder, RESUMABLE_UPLOAD_PATH].join('|')
      },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // tus-js-client gives up at once while the browser says it is offline; keep retrying
      // (a server answer of 4xx is final, except the offset conflicts 409/423 on a PATCH).
      onShouldRetry: (error) => {
        const { status, method } = failedRequest(error)
        if (status === 0 || status >= 500 || status === 423) return true
        return status === 409 && method !== 'POST'
      },
      onProgress: (sent, total) => {
        if (resumedFrom === null) resumedFrom = sent
        setPhase(
          sent >= total
            ? { name: 'finishing', total }
            : { name: 'uploading', sent, total, resumedFrom: resumedFrom > 0 ? resumedFrom : null },
        )
      },
      onSuccess: () => {
        setPhase({ name: 'done', fileName: chosen.name, total: chosen.size })
        setFile(null)
        revalidator.revalidate()
      },
      onError: (error) => {
        const { status, method, body } = failedRequest(error)
        if (status === RESUMABLE_UPLOAD_REFUSAL_STATUS.exists && method === 'POST')
          return setPhase({ name: 'confirmOverwrite', fileName: chosen.name })
        setPhase((current) => {
          const sent = 'sent' in current ? current.sent : 0
          const total = chosen.size
          if (status === 0 && !navigator.onLine) return { name: 'offline', sent, total, resumedFrom: null }
          return { name: 'failed', reason: status >= 400 && status < 500 ? body.trim() || null : null, sent, total }
        })
      },
    })
    upload.current = next
    setPhase({ name: 'uploading', sent: 0, total: chosen.size, resumedFrom: null })
    const previous = await next.findPreviousUploads()
    if (previous.length > 0) next.resumeFromPreviousUpload(previous[0])
    next.start()
  }

  // Server-rendered, so a browser without JavaScript shows it (a <noscript> would not render in
  // every no-script mode); the upload replaces it as soon as the page hydrates.
  if (!hydrated)
    return (
      <p className="text-sm text-slate-600" data-resumable-upload-note>
        {t('resumableUpload.noScript')}
      </p>
    )

  const busy = phase.name === 'uploading' || phase.name === 'offline' || phase.name === 'finishing'
  const progress =
    phase.name === 'uploading' || phase.name === 'paused' || phase.name === 'offline' || phase.name === 'failed'
      ? { sent: phase.sent, total: phase.total }
      : phase.name === 'finishing'
        ? { sent: phase.total, total: phase.total }
        : null
  const percent = progress ? percentOf(progress.sent, progress.total) : 0

  return (
    <section
      aria-labelledby="resumable-upload-title"
      className="space-y-3 rounded-md border border-slate-200 p-4"
      data-resumable-upload
    >
      <h2 id="resumable-upload-title" className="text-base font-semibold">
        {t('resumableUpload.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('resumableUpload.intro', { max: maxMb })}</p>
      <p className="text-sm text-slate-600">
        {t('resumableUpload.folder', { folder: folder || t('resumableUpload.rootFolder') })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="min-w-0 flex-1 text-sm">
          <span className="sr-only">{t('resumableUpload.chooseFile')}</span>
          <input
            type="file"
            name="resumableFile"
            aria-label={t('resumableUpload.chooseFile')}
            className={`${inputClass} max-w-full`}
            disabled={busy || phase.name === 'paused'}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null)
              setPhase({ name: 'idle' })
            }}
          />
        </label>
        {phase.name === 'idle' || phase.name === 'done' || phase.name === 'cancelled' ? (
          <button
            type="button"
            className={primaryButtonClass}
            disabled={!file}
            onClick={() => file && void start(file, false)}
          >
            {t('resumableUpload.start')}
          </button>
        ) : null}
        {phase.name === 'uploading' ? (
          <button
            type="button"
            className="rounded-md border border-slate-300 px-3 py-2 text-sm"
            onClick={() => {
              void upload.current?.abort()
              setPhase({ ...phase, name: 'paused' })
            }}
          >
            {t('resumableUpload.pause')}
          </button>
        ) : null}
        {phase.name === 'paused' || phase.name === 'failed' ? (
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => {
              setPhase({ name: 'uploading', sent: phase.sent, total: phase.total, resumedFrom: null })
              upload.current?.start()
            }}
          >
            {t('resumableUpload.resume')}
          </button>
        ) : null}
        {busy || phase.name === 'paused' || phase.name === 'failed' ? (
          <button
            type="button"
            className="rounded-md px-3 py-2 text-sm text-red-600 underline"
            disabled={phase.name === 'finishing'}
            onClick={() => {
              void upload.current?.abort(true).catch(() => {})
              upload.current = null
              setPhase({ name: 'cancelled' })
            }}
          >
            {t('resumableUpload.cancel')}
          </button>
        ) : null}
      </div>
      {progress ? (
        <div className="space-y-1">
          <progress
            className="h-3 w-full"
            max={100}
            value={percent}
            aria-label={t('resumableUpload.progressLabel')}
            data-sent={progress.sent}
          />
          <p className="text-sm tabular-nums" aria-live="polite">
            {t('resumableUpload.progress', {
              percent,
              done: megabytes(progress.sent),
              total: megabytes(progress.total),
            })}
            {phase.name === 'uploading' && phase.resumedFrom
              ? ` · ${t('resumableUpload.resumedFrom', { percent: percentOf(phase.resumedFrom, phase.total) })}`
              : null}
          </p>
        </div>
      ) : null}
      <div role="status" className="text-sm">
        {phase.name === 'paused' ? <p>{t('resumableUpload.paused')}</p> : null}
        {phase.name === 'offline' ? <p className="text-amber-700">{t('resumableUpload.waitingForNetwork')}</p> : null}
        {phase.name === 'finishing' ? <p>{t('resumableUpload.finishing')}</p> : null}
        {phase.name === 'done' ? (
          <p className="text-green-700">
            {t('resumableUpload.done', { name: phase.fileName, size: megabytes(phase.total) })}
          </p>
        ) : null}
        {phase.name === 'cancelled' ? <p>{t('resumableUpload.cancelled')}</p> : null}
      </div>
      {phase.name === 'failed' ? (
        <p role="alert" className="text-sm text-red-600">
          {phase.reason ? t('resumableUpload.failed', { reason: phase.reason }) : t('resumableUpload.failedUnknown')}
        </p>
      ) : null}
      {phase.name === 'confirmOverwrite' ? (
        <div
          role="alertdialog"
          aria-labelledby="resumable-overwrite-question"
          className="space-y-2 rounded-md bg-amber-50 p-3"
        >
          <p id="resumable-overwrite-question" className="text-sm">
            {t('resumableUpload.confirmOverwrite', { name: phase.fileName })}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={primaryButtonClass} onClick={() => file && void start(file, true)}>
              {t('resumableUpload.replace')}
            </button>
            <button
              type="button"
              className="rounded-md border border-slate-300 px-3 py-2 text-sm"
              onClick={() => setPhase({ name: 'cancelled' })}
            >
              {t('resumableUpload.keep')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  )
}
