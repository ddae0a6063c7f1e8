import { useLocation } from '@remix-run/react'

/**
 * Links inside the QC pane keep the page's query (group, rule, sort, filters, page) and change only
 * what they name; null removes a parameter.
 */
export function useQcHref() {
  const location = useLocation()
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key)
      else params.set(key, value)
    }
    return `${location.pathname}?${params}`
  }
}
