import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** The sticky tab bar's height and the header above it: a section scrolled to starts below both (spec 02 §9). */
export const SECTION_SCROLL_OFFSET = 181

/**
 * The sticky section tabs (spec 02 §2.3). Plain anchors without JavaScript; with it, a click
 * scrolls smoothly to the section 181 px below the top and the active tab follows the scroll.
 */
export function SectionTabs({ sections }: { sections: { id: string; labelKey: string }[] }) {
  const { t } = useTranslation()
  const [active, setActive] = useState(sections[0]?.id)

  useEffect(() => {
    const onScroll = () => {
      // The last section whose top has passed the offset line is the one being read.
      let current = sections[0]?.id
      for (const section of sections) {
        const element = document.getElementById(section.id)
        if (element && element.getBoundingClientRect().top <= SECTION_SCROLL_OFFSET + 1) current = section.id
      }
      setActive(current)
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [sections])

  return (
    <nav
      aria-label={t('introduction.tabs.label')}
      className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur"
      data-testid="section-tabs"
    >
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              aria-current={active === section.id ? 'true' : undefined}
              onClick={(event) => {
                const element = document.getElementById(section.id)
                if (!element) return
                event.preventDefault()
                const top = element.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET
                window.scrollTo({ top, behavior: 'smooth' })
                history.replaceState(null, '', `#${section.id}`)
                setActive(section.id)
              }}
              className={`block border-b-2 px-4 py-3 text-sm font-medium ${
                active === section.id
                  ? 'border-brand-500 text-brand-700'
                  : 'border-transparent text-slate-600 hover:text-brand-600'
              }`}
            >
              {t(section.labelKey)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
