import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { COLLECT_TYPE } from '#core/engagement'
import { inLanguage, languageOrDefault } from '#core/language'
import { ANALYSIS_CATEGORY } from '#core/workflows'
import { FavouriteToggle } from '~/components/favourite-toggle'

export interface WorkflowCardData {
  id: number
  title: string
  titleEn: string
  description: string
  descriptionEn: string
  icon: string | null
  isNew: boolean
  labels: string[]
  categoryId: number
  isCollected: boolean
}

/** The default icons by category (spec 02 §2.2: workflows without their own image use a default). */
const CATEGORY_ICON_PATH: Record<number, string> = {
  [ANALYSIS_CATEGORY.microbiome]:
    'M12 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm-6 9a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Zm12 0a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Zm-6 5a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  [ANALYSIS_CATEGORY.dna]: 'M7 3c0 6 10 6 10 12s-10 0-10 6M17 3c0 6-10 6-10 12s10 0 10 6M8 7h8M8 17h8',
  [ANALYSIS_CATEGORY.rna]: 'M7 3c0 6 10 6 10 12s-10 0-10 6M9 7h6M9 12h6M9 17h6',
}

/** A catalogue card (spec 02 §2.2): icon, title, NEW, labels, description, details and consultation. */
export function WorkflowCard({ workflow }: { workflow: WorkflowCardData }) {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const title = inLanguage(language, workflow.title, workflow.titleEn)
  return (
    <article
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-100 hover:shadow-md"
      data-testid="workflow-card"
    >
      <div className="flex items-start gap-3">
        <div className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <WorkflowIcon icon={workflow.icon} categoryId={workflow.categoryId} />
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-snug text-slate-900">
            {title}
            {workflow.isNew ? (
              <span className="ml-2 inline-block rounded bg-rose-500 px-1.5 py-0.5 align-middle text-[10px] font-bold leading-none text-white">
                {t('analysis.catalogue.new')}
              </span>
            ) : null}
          </h3>
          {workflow.labels.length > 0 ? (
            <p className="mt-1 text-xs text-brand-700" data-testid="workflow-labels">
              {workflow.labels.join(', ')}
            </p>
          ) : null}
        </div>
        <FavouriteToggle
          collectType={COLLECT_TYPE.workflow}
          collectionId={workflow.id}
          isCollected={workflow.isCollected}
          title={title}
        />
      </div>
      <p className="mt-3 line-clamp-4 text-sm leading-relaxed text-slate-600">
        {inLanguage(language, workflow.description, workflow.descriptionEn)}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link
          to={`/analysis-introduction/${workflow.id}`}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {t('analysis.catalogue.details')}
        </Link>
        <Link
          to={`/analysis-introduction/${workflow.id}?consult=1#consultation`}
          className="rounded-lg border border-brand-600 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          {t('analysis.catalogue.consultation')}
        </Link>
      </div>
    </article>
  )
}

/** A workflow's own icon, or its category's default (spec 02 §2.2). */
export function WorkflowIcon({
  icon,
  categoryId,
  large,
}: {
  icon: string | null
  categoryId: number
  large?: boolean
}) {
  if (icon) return <img src={icon} alt="" className={large ? 'h-12 w-12 object-contain' : 'h-8 w-8 object-contain'} />
  return (
    <svg
      viewBox="0 0 24 24"
      className={large ? 'h-10 w-10' : 'h-7 w-7'}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <path d={CATEGORY_ICON_PATH[categoryId] ?? CATEGORY_ICON_PATH[ANALYSIS_CATEGORY.microbiome]} />
    </svg>
  )
}
