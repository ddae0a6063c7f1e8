import { Form, Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useRootData } from '~/root'

const STAR_SYMBOL_ID = 'favourite-star'

/**
 * The star's drawing, once per document (the root layout holds it): a catalogue of a hundred cards
 * then repeats a `<use>` instead of the path.
 */
export function FavouriteStarSymbol() {
  return (
    <svg className="hidden" aria-hidden="true">
      <symbol id={STAR_SYMBOL_ID} viewBox="0 0 20 20">
        <path
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
          d="M10 2.5l2.3 4.7 5.2.8-3.75 3.6.9 5.2L10 14.35 5.35 16.8l.9-5.2L2.5 8l5.2-.8L10 2.5z"
        />
      </symbol>
    </svg>
  )
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg className="h-5 w-5" aria-hidden="true" fill={filled ? 'currentColor' : 'none'}>
      <use href={`#${STAR_SYMBOL_ID}`} />
    </svg>
  )
}

const starClass = 'rounded-full p-1.5 transition hover:bg-amber-50'

/**
 * A favourite star as a POST form to /resources/favourite: it works without JavaScript and comes
 * back to this page. A visitor's star is a link to login (and back), which is all it could do.
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
  const signedIn = Boolean(useRootData()?.user)
  const label = t(isCollected ? 'favourites.remove' : 'favourites.add', { title })
  const here = `${location.pathname}${location.search}`
  if (!signedIn)
    return (
      <Link
        to={`/login?redirectTo=${encodeURIComponent(here)}`}
        aria-label={label}
        title={label}
        data-testid="favourite-toggle"
        className={`${starClass} inline-block text-slate-400 hover:text-amber-500`}
      >
        <Star filled={false} />
      </Link>
    )
  return (
    <Form method="post" action="/resources/favourite" preventScrollReset>
      <input type="hidden" name="collectType" value={collectType} />
      <input type="hidden" name="collectionId" value={collectionId} />
      <input type="hidden" name="favourite" value={isCollected ? 'false' : 'true'} />
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        aria-label={label}
        aria-pressed={isCollected}
        title={label}
        data-testid="favourite-toggle"
        className={`${starClass} ${isCollected ? 'text-amber-500' : 'text-slate-400 hover:text-amber-500'}`}
      >
        <Star filled={isCollected} />
      </button>
    </Form>
  )
}
