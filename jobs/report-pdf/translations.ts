import type { Language } from '../../core/language'
import type { TranslateText } from '../../core/result-text'
import { translatorFor } from '../../core/translator'
import { getDb } from '../../db/client'
import { mergedTranslations } from '../../db/translations'

/**
 * The report's words in one language from the one translation pipeline the pages use
 * (`db/translations.ts`: the bundled tables with staff's corrections over them), read for each
 * PDF so a correction made a minute ago is in the next PDF.
 */
export async function reportTranslations(language: Language): Promise<TranslateText> {
  return translatorFor(language, (await mergedTranslations(getDb()))[language])
}
