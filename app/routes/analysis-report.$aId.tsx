import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { NoProjectScreen, ProjectStatusScreen } from '~/components/analysis/project/status-screens'
import { ReportPage } from '~/components/analysis/report/report-page'
import { onlySettingsDiffer } from '~/components/analysis/report/report-settings'
import reportCss from '~/components/analysis/report/report.css?url'
import { findViewableProject } from '~/utils/analysis/project-access.server'
import { BRAND_FORM_MAX_BYTES, saveReportBrand } from '~/utils/analysis/report/report-brand.server'
import { loadReportPage, reportPageQuery } from '~/utils/analysis/report/report-page.server'
import { flashMessageHeader } from '~/utils/flash.server'
import { requestError } from '~/utils/http-errors.server'
import { readFormData } from '~/utils/request-body.server'
import { parseSearchParams } from '~/utils/request-input.server'
import { requireRouteAccess } from '~/utils/access.server'
import { i18next } from '~/utils/translations.server'
import { languageOrDefault } from '#core/language'

const noStore = { 'Cache-Control': 'private, no-store' }

export const links = () => [{ rel: 'stylesheet', href: reportCss }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const language = languageOrDefault(await i18next.getLocale(request))
  const query = await parseSearchParams(request, reportPageQuery)
  const page = await loadReportPage(params.aId, user, language, query)
  if (!page.found) return json(page, { status: 404, headers: noStore })
  if (!page.completed) return json(page, { headers: noStore })
  // Spec 02 §2.5: `tracking number / batch id - analysis name` plus the word "report".
  const pageTitle = `${page.report.title} ${(await i18next.getFixedT(request))('report.word')}`
  return json({ ...page, pageTitle }, { headers: noStore })
}

/** The brand config form (the only form that posts here); the report page itself changes nothing. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRouteAccess(request, 'user')
  const project = await findViewableProject(params.aId, user)
  if (!project) throw await requestError(request, 404, 'errors.notFound')
  const form = await readFormData(request, BRAND_FORM_MAX_BYTES)
  if (form.get('intent') !== 'brand') throw await requestError(request, 400, 'errors.badRequest')
  const rejection = await saveReportBrand(user.id, form)
  if (rejection) return json(rejection, { status: 400 })
  const back = new URL(request.url)
  back.searchParams.delete('brand')
  return redirect(`${back.pathname}${back.search}`, {
    headers: {
      'Set-Cookie': await flashMessageHeader(request, { kind: 'success', messageKey: 'report.brand.saved' }),
    },
  })
}

/** A reading setting changed with JavaScript is applied in the page: the report is not loaded again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && onlySettingsDiffer(currentUrl, nextUrl) ? false : defaultShouldRevalidate)

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.found && data.completed ? `${data.pageTitle} · BioCloud` : 'BioCloud' },
]

export default function AnalysisReportRoute() {
  const data = useLoaderData<typeof loader>()
  if (!data.found) return <NoProjectScreen />
  if (!data.completed) return <ProjectStatusScreen status={data.status} />
  return (
    <ReportPage report={data.report} brand={data.brand} settings={data.settings} editingBrand={data.editingBrand} />
  )
}
