import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { CatalogueCategory } from '~/utils/tools/catalogue.server'
import { inLanguage, languageOrDefault } from '#core/language'

/** The category tree as links that keep the other filters; the chosen category is marked. */
export function CatalogueCategories({
  categories,
  selected,
  hrefFor,
  totalCount,
}: {
  categories: CatalogueCategory[]
  selected?: string
  hrefFor: (category?: string) => string
  totalCount: number
}) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('tools.catalogue.categories')}>
      <h2 className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {t('tools.catalogue.categories')}
      </h2>
      <ul className="space-y-0.5">
        <CategoryLink
          label={t('tools.catalogue.allCategories')}
          count={totalCount}
          href={hrefFor(undefined)}
          active={!selected}
        />
        {categories.map((category) => (
          <CategoryItem key={category.code} category={category} depth={0} selected={selected} hrefFor={hrefFor} />
        ))}
      </ul>
    </nav>
  )
}

function CategoryItem({
  category,
  depth,
  selected,
  hrefFor,
}: {
  category: CatalogueCategory
  depth: number
  selected?: string
  hrefFor: (category?: string) => string
}) {
  const { i18n } = useTranslation()
  return (
    <>
      <CategoryLink
        label={inLanguage(languageOrDefault(i18n.language), category.name, category.nameEn)}
        count={category.toolCount}
        href={hrefFor(category.code)}
        active={selected === category.code}
        depth={depth}
      />
      {category.children.map((child) => (
        <CategoryItem key={child.code} category={child} depth={depth + 1} selected={selected} hrefFor={hrefFor} />
      ))}
    </>
  )
}

function CategoryLink({
  label,
  count,
  href,
  active,
  depth = 0,
}: {
  label: string
  count: number
  href: string
  active: boolean
  depth?: number
}) {
  return (
    <li>
      <Link
        to={href}
        aria-current={active ? 'page' : undefined}
        style={{ paddingLeft: `${0.75 + depth * 1}rem` }}
        className={`flex items-center justify-between rounded-md py-2 pr-3 text-sm transition ${active ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`}
      >
        <span>{label}</span>
        <span
          className={`rounded-full px-2 text-xs ${active ? 'bg-brand-100 text-brand-700' : 'bg-slate-100 text-slate-500'}`}
        >
          {count}
        </span>
      </Link>
    </li>
  )
}
