import { formatReportDate } from '#core/date-time'
import type { Language } from '#core/language'
import type { ReceivedMessage } from '#db/messages'
import { sanitizeRichText } from '../analysis/introduction.server'
import { serverI18nFor } from '../translations.server'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/**
 * Plain text as the HTML a message stores: escaped, blank lines between paragraphs, single line
 * breaks kept.
 */
export function plainTextToHtml(text: string): string {
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('')
}

/**
 * A system message's params for a reader: `<name>En` stands in for `<name>` in English when it is
 * not empty (a tool's English title), and `<name>At` (an ISO date) is shown as `YYYY-MM-DD HH:mm` in the platform's time zone.
 */
function localParams(params: Record<string, string | number>, language: Language): Record<string, string | number> {
  const local: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('En') && Object.hasOwn(params, name.slice(0, -2))) continue
    const english = params[`${name}En`]
    let shown = language === 'en' && typeof english === 'string' && english.trim() ? english : value
    if (name.endsWith('At') && typeof shown === 'string') shown = formatReportDate(new Date(shown))
    local[name] = shown
  }
  return local
}

/** Where a system message's subject is shown, when it has a page. */
function systemMessageLink(template: string, params: Record<string, string | number>): string | null {
  if (template.startsWith('tool-task-') && params.taskId !== undefined) return `/task/${params.taskId}`
  if ((template.startsWith('analysis-batch-') || template === 'project-expiring') && params.analysisId !== undefined)
    return `/analysis-project/${encodeURIComponent(String(params.analysisId))}`
  return null
}

export interface RenderedMessage {
  title: string
  /** Sanitised HTML. */
  html: string
  link: string | null
}

/**
 * A message as its reader sees it: a staff message's title and sanitised rich text, or a system
 * message rendered from `systemMessages.<template>` in the reader's language.
 */
export function renderMessage(
  message: Pick<ReceivedMessage, 'title' | 'content' | 'template' | 'params'>,
  language: Language,
): RenderedMessage {
  if (!message.template) return { title: message.title, html: sanitizeRichText(message.content), link: null }
  const t = serverI18nFor(language).t
  const params = localParams(message.params, language)
  const key = `systemMessages.${message.template}`
  return {
    title: t(`${key}.title`, { ...params, interpolation: { escapeValue: false } }),
    html: plainTextToHtml(t(`${key}.content`, { ...params, interpolation: { escapeValue: false } })),
    link: systemMessageLink(message.template, message.params),
  }
}
