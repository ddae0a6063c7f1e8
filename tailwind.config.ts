import type { Config } from 'tailwindcss'

/**
 * Tailwind 4 reads its theme from CSS (`app/tailwind.css`, `@theme`); this file only tells editors and
 * the CSS `@config` line where the templates are.
 */
export default {
  content: ['./app/**/*.{ts,tsx}'],
} satisfies Config
