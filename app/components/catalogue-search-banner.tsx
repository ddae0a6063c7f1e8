import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/**
 * The banner of a catalogue page (tools, analysis workflows): title, lead and a GET search form by
 * keyword and tag, so searching works without JavaScript. `hidden` carries the other filters the
 * search keeps; the texts are `<textKeys>.title`, `.lead`, `.searchLabel`, `.searchPlaceholder`,
 * `.tags`, `.allTags` and `.search`.
 */
export function CatalogueSearchBanner({
  textKeys,
  action,
  hidden,
  keyword,
  tag,
  tags,
}: {
  textKeys: 'tools.catalogue' | 'analysis.catalogue'
  action: string
  hidden: Record<string, string | undefined>
  keyword: string | undefined
  tag: string | undefined
  tags: readonly string[]
}) {
  const { t } = useTranslation()
  const id = textKeys.replace('.', '-')
  return (
    <section className="border-b border-brand-700/20 bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t(`${textKeys}.title`)}</h1>
        <p className="mt-2 max-w-2xl text-brand-50/90">{t(`${textKeys}.lead`)}</p>
        <Form method="get" action={action} role="search" className="mt-6 flex max-w-3xl flex-col gap-2 sm:flex-row">
          {Object.entries(hidden).map(([name, value]) =>
            value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
          )}
          <label className="sr-only" htmlFor={`${id}-search`}>
            {t(`${textKeys}.searchLabel`)}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            name="q"
            defaultValue={keyword ?? ''}
            placeholder={t(`${textKeys}.searchPlaceholder`)}
            className="min-w-0 flex-1 rounded-lg border-0 bg-white px-4 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-4 focus:ring-white/30"
          />
          <label className="sr-only" htmlFor={`${id}-tag`}>
            {t(`${textKeys}.tags`)}
          </label>
          <select
            id={`${id}-tag`}
            name="tag"
            defaultValue={tag ?? ''}
            className="rounded-lg border-0 bg-white px-3 py-2.5 text-sm text-slate-700 shadow-sm focus:outline-none focus:ring-4 focus:ring-white/30"
          >
            <option value="">{t(`${textKeys}.allTags`)}</option>
            {tags.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="rounded-lg bg-slate-900/80 px-5 py-2.5 text-sm font-medium text-white shadow-sm hover:bg-slate-900"
          >
            {t(`${textKeys}.search`)}
          </button>
        </Form>
      </div>
    </section>
  )
}
