import type { SerializeFrom } from '@remix-run/node'
import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inputClass, primaryButtonClass } from '~/components/ui/field'
import { useHydrated } from '~/utils/use-hydrated'
import type { loadProjectHeader } from '~/utils/analysis/project-header.server'
import type { listBatchFiles } from '~/utils/analysis/project-files.server'
import { COMMENT_MAX, LABELS_MAX } from '#core/projects'

type Header = SerializeFrom<ReturnType<typeof loadProjectHeader>> & {
  files: SerializeFrom<Awaited<ReturnType<typeof listBatchFiles>>>
}

interface EditRefusal {
  intent: 'labels' | 'comment' | 'hideGuide'
  error: string
  values: string[]
}

/** Breadcrumb, header (icon, name, demo tag, cloud files, report), attribute list and the labels and comment editors. */
export function ProjectHeader({ header }: { header: Header }) {
  const { t } = useTranslation()
  return (
    <>
      <nav aria-label={t('project.breadcrumb.label')} className="text-sm text-slate-500" data-testid="breadcrumb">
        <ol className="flex flex-wrap items-center gap-1">
          <li>{t('project.breadcrumb.label')}:</li>
          <li>
            <Link to="/" className="hover:text-brand-600">
              {t('project.breadcrumb.home')}
            </Link>{' '}
            &gt;
          </li>
          <li>
            <Link to="/projects/overview" className="hover:text-brand-600">
              {t('project.breadcrumb.projects')}
            </Link>{' '}
            &gt;
          </li>
          <li>
            <Link to="/projects/myAnalysis" className="hover:text-brand-600">
              {t('project.breadcrumb.myAnalysis')}
            </Link>{' '}
            &gt;
          </li>
          <li className="font-medium text-slate-700">
            {header.trackingNumberShown} / {header.batchId} - {header.analysisName}
          </li>
        </ol>
        {header.otherAccount ? (
          <p className="mt-1 rounded bg-amber-50 px-2 py-1 text-amber-800" data-testid="other-account">
            {t('project.breadcrumb.otherAccount', header.otherAccount)}
          </p>
        ) : null}
      </nav>

      <details open className="rounded-lg border border-slate-200 bg-white" data-testid="project-header">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-3 px-4 py-3">
          <img
            src={header.workflowIcon || '/favicon.svg'}
            alt=""
            className="h-10 w-10 rounded bg-slate-50 object-contain"
          />
          <h1 className="text-xl font-semibold">{header.analysisName || header.workflowName}</h1>
          {header.isDemo ? (
            <span
              className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800"
              data-testid="demo-tag"
            >
              {t('project.header.demoTag')}
            </span>
          ) : null}
        </summary>
        <div className="flex flex-col gap-3 border-t border-slate-100 px-4 py-3">
          {header.isDemo ? <p className="text-sm text-amber-800">{t('project.header.demoNote')}</p> : null}
          {header.readOnly === 'expired' || header.readOnly === 'expiring' ? (
            <p
              className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-800"
              role="note"
              data-testid="read-only-note"
            >
              {t(`project.readOnly.${header.readOnly}`, { date: header.expiresAt })}
            </p>
          ) : null}
          {header.readOnly === 'cleared' ? (
            <p
              className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-800"
              role="note"
              data-testid="read-only-note"
            >
              {t('expiry.clearedNote', { date: header.dataClearedAt })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3 text-sm">
            {header.files.files.length ? <CloudFiles header={header} /> : null}
            {/* Staff and the project's own customer alike: whoever may view the project may read its report. */}
            <a
              href={`/analysis-report/${header.batchId}`}
              target="_blank"
              rel="noreferrer"
              className="rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-50"
            >
              {t('project.header.viewReport')}
            </a>
          </div>
          <Attributes header={header} />
        </div>
      </details>
    </>
  )
}

function CloudFiles({ header }: { header: Header }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const drawer = useRef<HTMLDetailsElement>(null)
  const folder = `${header.files.files[0].shownPath.split('/').slice(0, 2).join('/')}`
  return (
    <details ref={drawer} className="w-full sm:w-auto" data-testid="cloud-files">
      <summary className="inline-block cursor-pointer list-none rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-50">
        {t('project.header.cloudFiles')}
      </summary>
      {/* A drawer of 80% of the window from the right; on a phone the list opens in place. */}
      <div className="mt-2 flex flex-col overflow-auto rounded border border-slate-200 bg-white p-4 sm:fixed sm:inset-y-0 sm:right-0 sm:z-30 sm:mt-0 sm:w-[80vw] sm:rounded-none sm:border-y-0 sm:border-r-0 sm:shadow-2xl">
        <div className="mb-2 flex items-start justify-between gap-2">
          <h2 className="font-semibold">{t('project.header.cloudFilesTitle', { folder })}</h2>
          {hydrated ? (
            <button
              type="button"
              className="rounded border border-slate-300 px-2 py-0.5 text-sm"
              onClick={() => drawer.current?.removeAttribute('open')}
            >
              {t('project.header.closeFiles')}
            </button>
          ) : null}
        </div>
        <ul className="divide-y divide-slate-100 text-sm">
          {header.files.files.map((file) => (
            <li key={file.shownPath} className="flex items-center justify-between gap-3 py-1.5">
              <a
                href={`/resources/analysis-project-files/${header.batchId}/${file.pathInBatch.split('/').map(encodeURIComponent).join('/')}`}
                download
                className="break-all text-brand-600 underline"
              >
                {file.shownPath}
              </a>
              <span className="shrink-0 text-slate-500">{file.size}</span>
            </li>
          ))}
        </ul>
        {header.files.more ? (
          <p className="mt-2 text-sm text-slate-500">
            {t('project.header.moreFiles', { count: header.files.files.length })}
          </p>
        ) : null}
      </div>
    </details>
  )
}

function Attributes({ header }: { header: Header }) {
  const { t } = useTranslation()
  return (
    // On phones the list scrolls inside a short box, so the results are not pushed a screen down.
    <dl className="grid max-h-36 gap-x-6 gap-y-2 overflow-y-auto text-sm sm:grid-cols-2 md:max-h-none md:overflow-visible lg:grid-cols-3">
      <Attribute label={t('project.attributes.workflow')}>
        <a
          href={`/analysis-introduction/${header.workflowId}`}
          target="_blank"
          rel="noreferrer"
          className="text-brand-600 underline"
        >
          {header.workflowName}
        </a>
      </Attribute>
      <Attribute label={t('project.attributes.trackingNumber')}>{header.trackingNumberShown}</Attribute>
      <Attribute label={t('project.attributes.batch')}>
        <span className="inline-flex items-center gap-2">
          {header.batchId}
          <details className="relative inline-block">
            <summary
              className="inline-flex h-5 w-5 cursor-pointer list-none items-center justify-center rounded-full border border-slate-300 text-xs text-slate-500"
              aria-label={t('project.batchInfo.title')}
            >
              ?
            </summary>
            <div className="absolute left-0 z-10 mt-1 w-[min(470px,calc(100vw-2rem))] rounded-md border border-slate-200 bg-white p-3 shadow-lg">
              <p className="font-medium">{t('project.batchInfo.title')}</p>
              <ul className="mt-1 space-y-1 text-slate-600">
                {(['order', 'batch', 'group', 'item', 'task', 'run'] as const).map((key) => (
                  <li key={key}>{t(`project.batchInfo.${key}`)}</li>
                ))}
              </ul>
            </div>
          </details>
        </span>
      </Attribute>
      <Attribute label={t('project.attributes.sampleTotal')}>{header.sampleTotal}</Attribute>
      <Attribute label={t('project.attributes.customer')}>{header.customer}</Attribute>
      <Attribute label={t('project.attributes.institution')}>{header.institution}</Attribute>
      <Attribute label={t('project.attributes.createdAt')}>{header.createdAt}</Attribute>
      <Attribute label={t('project.attributes.systemNote')} wide>
        <SystemNote text={t('project.systemNote.citation', { url: header.citationUrl, batchId: header.batchId })} />
      </Attribute>
      <Attribute label={t('project.attributes.labels')} wide>
        <LabelsEditor labels={header.labels} editable={header.readOnly === null} />
      </Attribute>
      <Attribute label={t('project.attributes.comment')} wide>
        <CommentEditor comment={header.comments} editable={header.readOnly === null} />
      </Attribute>
    </dl>
  )
}

function Attribute({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-3' : undefined}>
      <dt className="text-slate-500">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

/** The citation sentence: selectable text, and with JavaScript a button that copies it. */
function SystemNote({ text }: { text: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [copied, setCopied] = useState(false)
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="select-all" data-testid="system-note">
        {text}
      </span>
      {hydrated ? (
        <button
          type="button"
          className="rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-50"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true))
          }}
        >
          {t('project.systemNote.copy')}
        </button>
      ) : null}
      {copied ? (
        <span role="status" className="text-xs text-emerald-700">
          {t('project.systemNote.copied')}
        </span>
      ) : null}
    </span>
  )
}

function useRefusal(intent: EditRefusal['intent']): EditRefusal | null {
  const data = useActionData<EditRefusal>()
  return data && data.intent === intent ? data : null
}

/**
 * Labels as a plain form: one input per label plus an empty one to add; clearing a label removes
 * it. The server checks the count, commas and lengths and shows the spec's message.
 */
function LabelsEditor({ labels, editable }: { labels: string[]; editable: boolean }) {
  const { t } = useTranslation()
  const refusal = useRefusal('labels')
  const navigation = useNavigation()
  const shown = (
    <span className="flex flex-wrap gap-1" data-testid="labels">
      {labels.length ? (
        labels.map((label) => (
          <span key={label} className="rounded bg-brand-50 px-2 py-0.5 text-brand-700">
            {label}
          </span>
        ))
      ) : (
        <span className="text-slate-400">{t('project.labels.none')}</span>
      )}
    </span>
  )
  if (!editable) return shown
  const values = refusal ? refusal.values : labels
  // LABELS_MAX slots, and one more once they are all filled, so a sixth label meets LabelMax without JS.
  const filled = values.filter((value) => value.trim() !== '').length
  const slots = Math.max(values.length, filled >= LABELS_MAX ? LABELS_MAX + 1 : LABELS_MAX)
  const inputs = [...values, ...Array<string>(slots - values.length).fill('')]
  return (
    <details open={refusal !== null} className="group">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2">
        {shown}
        <span className="text-xs text-brand-600 underline">{t('project.labels.edit')}</span>
      </summary>
      <Form method="post" className="mt-2 flex flex-col gap-2" key={labels.join('\u0000')} data-testid="labels-form">
        <input type="hidden" name="intent" value="labels" />
        <div className="flex flex-wrap gap-2">
          {inputs.map((value, index) => (
            <input
              key={index}
              name="label"
              defaultValue={value}
              maxLength={50}
              aria-label={value === '' ? t('project.labels.newLabel') : t('project.labels.labelN', { n: index + 1 })}
              placeholder={value === '' ? t('project.labels.newLabel') : undefined}
              aria-invalid={refusal ? true : undefined}
              className={`${inputClass} w-32`}
            />
          ))}
        </div>
        <p className="text-xs text-slate-500">{t('project.labels.hint')}</p>
        {refusal ? (
          <p className="text-sm text-red-600" role="alert" data-testid="labels-error">
            {t(refusal.error)}
          </p>
        ) : null}
        <div className="flex gap-2">
          <button type="submit" className={primaryButtonClass} disabled={navigation.state === 'submitting'}>
            {t('project.labels.save')}
          </button>
          <button type="reset" className="rounded-md border border-slate-300 px-3 py-2 text-sm">
            {t('project.labels.reset')}
          </button>
        </div>
      </Form>
    </details>
  )
}

function CommentEditor({ comment, editable }: { comment: string; editable: boolean }) {
  const { t } = useTranslation()
  const refusal = useRefusal('comment')
  const shown = (
    <span className="whitespace-pre-wrap" data-testid="comment">
      {comment || <span className="text-slate-400">{t('project.comment.none')}</span>}
    </span>
  )
  if (!editable) return shown
  return (
    <details open={refusal !== null}>
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2">
        {shown}
        <span className="text-xs text-brand-600 underline">{t('project.comment.edit')}</span>
      </summary>
      <Form method="post" className="mt-2 flex flex-col gap-2" key={comment} data-testid="comment-form">
        <input type="hidden" name="intent" value="comment" />
        <textarea
          name="comment"
          rows={3}
          defaultValue={refusal ? refusal.values[0] : comment}
          aria-label={t('project.attributes.comment')}
          aria-invalid={refusal ? true : undefined}
          className={inputClass}
        />
        <p className="text-xs text-slate-500">{t('project.comment.hint', { max: COMMENT_MAX })}</p>
        {refusal ? (
          <p className="text-sm text-red-600" role="alert" data-testid="comment-error">
            {t(refusal.error)}
          </p>
        ) : null}
        <div className="flex gap-2">
          <button type="submit" className={primaryButtonClass}>
            {t('project.comment.save')}
          </button>
          <button type="reset" className="rounded-md border border-slate-300 px-3 py-2 text-sm">
            {t('project.comment.reset')}
          </button>
        </div>
      </Form>
    </details>
  )
}
