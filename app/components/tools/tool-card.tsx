import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { inLanguage, languageOrDefault } from '#core/language'
import { COLLECT_TYPE } from '#core/engagement'
import { TOOL_PUBLISH_STATUS } from '#core/tools'
import { FavouriteToggle } from '../favourite-toggle'
import { ToolCover } from './tool-cover'

export interface ToolCardData {
  id: number
  title: string
  titleEn: string
  description: string
  descriptionEn: string
  coverUrl: string
  toolType: number
  url: string | null
  tags: string[]
  publishStatus: number
  isPublished: boolean
  /** A hyperlink tool: the card opens its URL in a new window. */
  opensExternally: boolean
  categoryCode: string | null
  categoryName: string | null
  categoryNameEn: string | null
  useCount: number
  /** The viewer favourited it (always false for a visitor, whose toggle leads to login). */
  isCollected?: boolean
}

/** Badges by publish status; a published tool has none. */
const STATUS_BADGE: Record<number, string> = {
  [TOOL_PUBLISH_STATUS.unpublished]: 'bg-slate-900/70 text-white',
  [TOOL_PUBLISH_STATUS.pendingPublish]: 'bg-amber-500/90 text-white',
  [TOOL_PUBLISH_STATUS.internalTest]: 'bg-sky-600/90 text-white',
}

export function ToolCard({ tool }: { tool: ToolCardData }) {
  const { t, i18n } = useTranslation()
  const language = languageOrDefault(i18n.language)
  const external = tool.opensExternally && tool.url
  const content = (
    <>
      <div className="relative aspect-[2/1] overflow-hidden">
        <ToolCover coverUrl={tool.coverUrl} lazy className="transition duration-300 group-hover:scale-105" />
        <span className="absolute left-3 top-3 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-medium text-slate-700 shadow-sm">
          {t(`tools.catalogue.toolType.${tool.toolType}`)}
        </span>
        {!tool.isPublished ? (
          <span
            className={`absolute right-14 top-3 rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_BADGE[tool.publishStatus] ?? ''}`}
          >
            {t(`tools.catalogue.publishStatus.${tool.publishStatus}`)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="flex items-center gap-1.5 font-semibold text-slate-900 group-hover:text-brand-600">
          {inLanguage(language, tool.title, tool.titleEn)}
          {external ? <span aria-label={t('tools.catalogue.opensExternally')}>↗</span> : null}
        </h3>
        <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-slate-600">
          {inLanguage(language, tool.description, tool.descriptionEn)}
        </p>
        {tool.tags.length > 0 ? (
          <div className="mt-3 flex flex-wrap gap-1.5">
            {tool.tags.slice(0, 3).map((tag) => (
              <span key={tag} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
                {tag}
              </span>
            ))}
          </div>
        ) : null}
        <div className="mt-auto flex items-center justify-between border-t border-slate-100 pt-3 text-xs text-slate-500">
          <span>{tool.categoryName ? inLanguage(language, tool.categoryName, tool.categoryNameEn) : ''}</span>
          <span data-testid="use-count" className="inline-flex items-center gap-1">
            <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
              <path d="M6.3 2.84A1.5 1.5 0 0 0 4 4.11v11.78a1.5 1.5 0 0 0 2.3 1.27l9.34-5.89a1.5 1.5 0 0 0 0-2.54L6.3 2.84Z" />
            </svg>
            {t('tools.catalogue.useCount', { count: tool.useCount })}
          </span>
        </div>
      </div>
    </>
  )
  const className =
    'group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-100 hover:shadow-md focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500'
  const toggle = (
    // Beside the card's link, not inside it: a form in a link is not valid HTML.
    <div className="absolute right-2 top-2 rounded-full bg-white/90 shadow-sm">
      <FavouriteToggle
        collectType={COLLECT_TYPE.tool}
        collectionId={tool.id}
        isCollected={tool.isCollected ?? false}
        title={inLanguage(language, tool.title, tool.titleEn)}
      />
    </div>
  )
  if (external) {
    return (
      <div className="relative flex">
        <a
          href={tool.url!}
          target="_blank"
          rel="noopener noreferrer"
          className={`${className} flex-1`}
          data-testid="tool-card"
        >
          {content}
        </a>
        {toggle}
      </div>
    )
  }
  return (
    <div className="relative flex">
      <Link to={`/tool/${tool.id}`} className={`${className} flex-1`} data-testid="tool-card">
        {content}
      </Link>
      {toggle}
    </div>
  )
}
