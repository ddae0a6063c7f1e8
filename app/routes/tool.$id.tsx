import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { inLanguage, languageOrDefault } from '#core/language'
import { COLLECT_TYPE } from '#core/engagement'
import { TOOL_TYPE } from '#core/tools'
import { FavouriteToggle } from '~/components/favourite-toggle'
import { RememberedSettings } from '~/components/tools/remembered-settings'
import { SavedParametersPanel } from '~/components/tools/saved-parameters-panel'
import { ToolCover } from '~/components/tools/tool-cover'
import { ToolManual } from '~/components/tools/tool-manual'
import { toolFormId, ToolPageColumns, ToolRunForm, type ToolRunActionData } from '~/components/tools/tool-run-form'
import { requireRouteAccess } from '~/utils/access.server'
import { handleToolPageAction, requireVisibleTool, toolPageData, type PageNotice } from '~/utils/tools/tool-page.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRouteAccess(request, 'anonymous')
  const tool = await requireVisibleTool(request, params.id, viewer)
  return json(await toolPageData(request, tool, viewer))
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const tool = await requireVisibleTool(request, params.id, user)
  return handleToolPageAction(request, tool, user)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.tool.title} · BioCloud` : 'BioCloud' },
]

const NOTICE_CLASSES: Record<PageNotice['kind'], string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-800',
  error: 'border-red-200 bg-red-50 text-red-800',
}

export default function ToolPage() {
  const { t, i18n } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as ToolRunActionData | undefined
  const { tool } = data
  const language = languageOrDefault(i18n.language)
  const loginHref = `/login?${new URLSearchParams({ redirectTo: data.currentPath })}`
  const isHyperlink = tool.toolType === TOOL_TYPE.hyperlink
  const manual = inLanguage(language, tool.manual, tool.manualEn)
  const savedId = Number(new URLSearchParams(data.currentPath.split('?')[1] ?? '').get('saved')) || null
  const lead = (
    <>
      {data.notices.map((notice) => (
        <p
          key={notice.messageKey}
          role="status"
          className={`rounded-lg border px-4 py-3 text-sm ${NOTICE_CLASSES[notice.kind]}`}
          data-testid="tool-notice"
        >
          {t(notice.messageKey, notice.values)}
        </p>
      ))}
      {data.remembered && !isHyperlink ? <RememberedSettings toolId={tool.id} /> : null}
      {!data.loggedIn ? (
        <p
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600"
          data-testid="login-to-run"
        >
          {t('tools.page.loginToRun')}
          <Link to={loginHref} className="font-medium text-brand-600 hover:underline">
            {t('tools.page.logIn')} →
          </Link>
        </p>
      ) : null}
    </>
  )
  const manualCard = manual ? (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{t('tools.page.manual')}</h2>
      <ToolManual text={manual} />
    </section>
  ) : null
  return (
    <div>
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-6">
          <nav className="text-sm text-slate-500" aria-label={t('tools.page.breadcrumb')}>
            <Link to="/tools/all" className="hover:text-brand-600">
              {t('tools.catalogue.title')}
            </Link>
            {tool.categoryCode ? (
              <>
                <span className="mx-2">/</span>
                <Link
                  to={`/tools/all?category=${encodeURIComponent(tool.categoryCode)}`}
                  className="hover:text-brand-600"
                >
                  {inLanguage(language, tool.categoryName ?? '', tool.categoryNameEn)}
                </Link>
              </>
            ) : null}
          </nav>
          <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
            <div className="h-24 w-40 shrink-0 overflow-hidden rounded-xl shadow-sm ring-1 ring-slate-200">
              <ToolCover coverUrl={tool.coverUrl} />
            </div>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-2xl font-bold tracking-tight text-slate-900">
                  {inLanguage(language, tool.title, tool.titleEn)}
                </h1>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
                  {t(`tools.catalogue.toolType.${tool.toolType}`)}
                </span>
                <FavouriteToggle
                  collectType={COLLECT_TYPE.tool}
                  collectionId={tool.id}
                  isCollected={data.isCollected}
                  title={inLanguage(language, tool.title, tool.titleEn)}
                />
                {tool.publishStatus !== 1 ? (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800">
                    {t(`tools.catalogue.publishStatus.${tool.publishStatus}`)}
                  </span>
                ) : null}
              </div>
              <p className="mt-2 max-w-3xl text-sm leading-relaxed text-slate-600">
                {inLanguage(language, tool.description, tool.descriptionEn)}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                {tool.tags.map((tag) => (
                  <Link
                    key={tag}
                    to={`/tools/all?tag=${encodeURIComponent(tag)}`}
                    className="rounded bg-slate-100 px-2 py-0.5 text-slate-600 hover:bg-slate-200"
                  >
                    #{tag}
                  </Link>
                ))}
                <span data-testid="use-count">{t('tools.page.uses', { count: tool.useCount })}</span>
              </div>
            </div>
            {!isHyperlink && tool.hasDemo ? (
              <Link
                to={`/tool/${tool.id}?demo=1`}
                className="inline-flex shrink-0 items-center gap-2 self-start rounded-md border border-brand-500 bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow-sm hover:bg-brand-50"
              >
                <svg viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4" aria-hidden="true">
                  <path d="M6.3 2.84A1.5 1.5 0 0 0 4 4.11v11.78a1.5 1.5 0 0 0 2.3 1.27l9.34-5.89a1.5 1.5 0 0 0 0-2.54L6.3 2.84Z" />
                </svg>
                {t('tools.page.loadDemo')}
              </Link>
            ) : null}
          </div>
        </div>
      </section>

      {isHyperlink ? (
        <ToolPageColumns
          main={
            <>
              {lead}
              <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <p className="text-sm text-slate-600">{t('tools.page.hyperlinkLead')}</p>
                {tool.url ? (
                  <a
                    href={tool.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-4 inline-flex items-center gap-2 rounded-md bg-brand-500 px-5 py-2.5 text-sm font-medium text-white hover:bg-brand-600"
                  >
                    {t('tools.page.openLink')} ↗
                  </a>
                ) : null}
              </section>
            </>
          }
          aside={manualCard}
        />
      ) : (
        <ToolRunForm
          key={data.formKey}
          toolId={tool.id}
          fields={tool.fields}
          dataFiles={tool.dataFiles}
          tableDelimiter={tool.tableDelimiter}
          initialValues={data.initialValues}
          demoFiles={data.demoFiles}
          projectFiles={data.projectFiles}
          storedFiles={data.storedFiles}
          chainedFiles={data.chainedFiles}
          loaderHeaders={data.headers}
          actionData={actionData}
          loggedIn={data.loggedIn}
          loginHref={loginHref}
          currentPath={data.currentPath}
          lead={lead}
          runDisabled={tool.formDisabled}
          aside={(recordNameErrors) => (
            <>
              {data.savedParameters && tool.fields.length > 0 ? (
                <SavedParametersPanel
                  toolId={tool.id}
                  formId={toolFormId(tool.id)}
                  sets={data.savedParameters}
                  nameErrors={recordNameErrors}
                  activeId={savedId}
                  currentPath={data.currentPath}
                />
              ) : null}
              {manualCard}
            </>
          )}
        />
      )}
    </div>
  )
}
