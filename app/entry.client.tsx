import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { ensureTranslations } from './utils/client-translations'
import { i18nConfig } from './utils/i18n'
import { type Language } from '#core/language'

interface RootData {
  language: Language
  translationsUrl: string
}

// The server rendered with the merged (bundled + database) strings; the page names their versioned
// URL (and preloads it), so the first client render matches and later pages reuse the cached table.
const root = (window as unknown as { __remixContext: { state: { loaderData: { root: RootData } } } }).__remixContext
  .state.loaderData.root

void i18next
  .use(initReactI18next)
  .init({ ...i18nConfig, lng: root.language, resources: {} })
  .then(() => ensureTranslations(root.language, root.translationsUrl))
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>,
      )
    })
  })
  .catch((error: unknown) => {
    // Without its strings the app cannot hydrate; the server-rendered page keeps working without JavaScript.
    // eslint-disable-next-line no-console -- the browser's console is where a failed hydration is seen
    console.error(error)
  })
