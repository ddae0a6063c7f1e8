import { ANALYSIS_CATEGORY } from '#core/workflows'

/** The default icons by category, as the catalogue cards draw them for workflows without an image. */
const CATEGORY_ICON_PATH: Record<number, string> = {
  [ANALYSIS_CATEGORY.microbiome]:
    'M12 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm-6 9a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Zm12 0a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Zm-6 5a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  [ANALYSIS_CATEGORY.dna]: 'M7 3c0 6 10 6 10 12s-10 0-10 6M17 3c0 6-10 6-10 12s10 0 10 6M8 7h8M8 17h8',
  [ANALYSIS_CATEGORY.rna]: 'M7 3c0 6 10 6 10 12s-10 0-10 6M9 7h6M9 12h6M9 17h6',
}

/** A workflow's small icon: its own image, else its category's. */
export function WorkflowIcon({ icon, categoryId }: { icon: string | null; categoryId: number }) {
  return (
    <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-600">
      {icon ? (
        <img src={icon} alt="" className="h-6 w-6 object-contain" />
      ) : (
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          aria-hidden="true"
        >
          <path d={CATEGORY_ICON_PATH[categoryId] ?? CATEGORY_ICON_PATH[ANALYSIS_CATEGORY.microbiome]} />
        </svg>
      )}
    </span>
  )
}
