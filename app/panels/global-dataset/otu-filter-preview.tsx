import { useTranslation } from 'react-i18next'
import type { ReadyFilterContent } from './pane-data'

/** The preview of the submitted rules: what is kept, what each rule removed, which samples flattening drops. */
export function OtuFilterPreview({ preview }: { preview: NonNullable<ReadyFilterContent['preview']> }) {
  const { t } = useTranslation()
  if (preview.state === 'computing')
    return (
      <section
        className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-800"
        data-testid="otu-preview-computing"
        aria-live="polite"
      >
        <p>{t('otuFilter.preview.computing')}</p>
        <noscript>
          <p>{t('otuFilter.preview.refreshNote')}</p>
        </noscript>
      </section>
    )
  if (!preview.summary)
    return (
      <section
        className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700"
        role="alert"
        data-testid="otu-preview-error"
      >
        {t(preview.error ?? 'otuFilter.jobErrors.unknown')}
      </section>
    )
  const summary = preview.summary
  const removed = summary.removedFeatures
  return (
    <section
      className="flex flex-col gap-3 rounded-md border border-emerald-200 bg-emerald-50/50 p-3 text-sm"
      data-testid="otu-preview"
      data-hash={preview.hash}
      aria-live="polite"
    >
      <h3 className="font-medium">{t('otuFilter.preview.title')}</h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
        <div className="flex justify-between gap-2">
          <dt>{t('otuFilter.preview.featuresKept')}</dt>
          <dd className="font-medium" data-testid="otu-preview-features">
            {t('otuFilter.preview.ofTotal', {
              kept: summary.featuresAfter.toLocaleString(),
              total: summary.featuresBefore.toLocaleString(),
            })}
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt>{t('otuFilter.preview.samplesKept')}</dt>
          <dd className="font-medium" data-testid="otu-preview-samples">
            {t('otuFilter.preview.ofTotal', { kept: summary.samplesAfter, total: summary.samplesBefore })}
          </dd>
        </div>
        {(['taxonomy', 'prevalence', 'total', 'emptyAfterRarefaction'] as const).map((step) => (
          <div key={step} className="flex justify-between gap-2">
            <dt>{t(`otuFilter.preview.removedBy.${step}`)}</dt>
            <dd data-testid={`otu-preview-removed-${step}`}>{removed[step].toLocaleString()}</dd>
          </div>
        ))}
        {summary.rarefactionDepth !== null ? (
          <div className="flex justify-between gap-2">
            <dt>{t('otuFilter.preview.depth')}</dt>
            <dd data-testid="otu-preview-depth">{summary.rarefactionDepth.toLocaleString()}</dd>
          </div>
        ) : null}
      </dl>
      {summary.ignoredTaxonomyRules > 0 ? (
        <p className="text-amber-700">{t('otuFilter.preview.ignoredRules', { count: summary.ignoredTaxonomyRules })}</p>
      ) : null}
      {summary.droppedSamples.length > 0 ? (
        <div>
          <p className="font-medium">
            {t('otuFilter.preview.droppedSamples', { count: summary.droppedSamples.length })}
          </p>
          <ul className="list-inside list-disc" data-testid="otu-preview-dropped">
            {summary.droppedSamples.map((sample) => (
              <li key={sample.sampleId}>
                {sample.reads === 0
                  ? t('otuFilter.preview.droppedEmpty', { sample: sample.sampleId })
                  : t('otuFilter.preview.droppedShallow', {
                      sample: sample.sampleId,
                      reads: sample.reads.toLocaleString(),
                      depth: (summary.rarefactionDepth ?? 0).toLocaleString(),
                    })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-xs text-slate-500">
        {t('otuFilter.preview.time', { seconds: (preview.filterMs / 1000).toFixed(2) })}
      </p>
    </section>
  )
}
