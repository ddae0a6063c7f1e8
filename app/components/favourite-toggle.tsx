import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/**
 * A favourite star as a POST form to /resources/favourite: it works without JavaScript, comes back
 * to this page, and sends an anonymous visitor to login first.
 */
export function FavouriteToggle({
  collectType,
  collectionId,
  isCollected,
  title,
}: {
  collectType: number
  collectionId: number
  isCollected: boolean
  /** What is favourited, for the button's accessible name. */
  title: string
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const label = t(isCollected ? 'favourites.remove' : 'favourites.add', { title })
  return (
    <Form method="post" action="/resources/favourite" preventScrollReset>
      <input type="hidden" name="collectType" value={collectType} />
      <input type="hidden" name="collectionId" value={collectionId} />
      <input type="hidden" name="favourite" value={isCollected ? 'false' : 'true'} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-label={label}
        aria-pressed={isCollected}
        title={label}
        data-testid="favourite-toggle"
        className={`rounded-full p-1.5 transition hover:bg-amber-50 ${isCollected ? 'text-amber-500' : 'text-slate-400 hover:text-amber-500'}`}
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill={isCollected ? 'currentColor' : 'none'}>
          <path
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
            d="M10 2.5l2.3 4.7 5.2.8-3.75 3.6.9 5.2L10 14.35 5.35 16.8l.9-5.2L2.5 8l5.2-.8L10 2.5z"
          />
        </svg>
      </button>
    </Form>
  )
}
