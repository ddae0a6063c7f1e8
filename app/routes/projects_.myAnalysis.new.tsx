import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GroupingStep, SectionCard, UploadStep } from '~/components/analysis/new-dataset/new-dataset-forms'
import {
  handleNewDatasetAction,
  newDatasetPageData,
  type NewDatasetActionData,
} from '~/utils/analysis/new-dataset-page.server'
import { requireRouteAccess } from '~/utils/access.server'

// `projects_.`: `/projects/myAnalysis/new` opts out of the project centre's side-menu layout, so
// the form and the sample table get the full width (and a phone's 390 px).

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  return json(await newDatasetPageData(request, user), { headers: { 'Cache-Control': 'private, no-store' } })
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  return handleNewDatasetAction(request, user)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.pageTitle} · BioCloud` : 'BioCloud' },
]

const TIPS = ['format', 'metadata', 'taxonomy', 'check'] as const

export default function NewDatasetPage() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as NewDatasetActionData | undefined
  const values = actionData?.values ?? {}
  const errors = actionData?.errors ?? {}
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6" data-page="new-dataset">
      <div>
        <nav className="text-sm text-slate-500">
          <Link to="/projects/myAnalysis" className="hover:text-brand-600">
            {t('pages.myAnalysis.title')}
          </Link>
          <span className="mx-2">/</span>
          <span>{t('newDataset.title')}</span>
        </nav>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{t('newDataset.title')}</h1>
      </div>
      <SectionCard title={t('newDataset.tips.title')}>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600" data-testid="new-dataset-tips">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`newDataset.tips.${tip}`)}</li>
          ))}
        </ul>
      </SectionCard>
      {data.workflows.length === 0 ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">
          {t('newDataset.noWorkflows')}
        </p>
      ) : actionData?.step === 2 && actionData.staged ? (
        <GroupingStep
          key={actionData.staged.token}
          workflows={data.workflows}
          forCustomers={data.forCustomers}
          values={values}
          errors={errors}
          token={actionData.staged.token}
          summary={actionData.staged.summary}
          scheme={actionData.scheme ?? null}
          compareRows={actionData.compareRows ?? [{ control: '', treatment: '' }]}
        />
      ) : (
        <UploadStep
          workflows={data.workflows}
          forCustomers={data.forCustomers}
          slots={data.fileSettings}
          values={values}
          errors={errors}
          filesNotKept={actionData?.filesNotKept ?? false}
          taskTable={data.taskTable}
        />
      )}
    </div>
  )
}
