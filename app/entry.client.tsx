import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { i18nConfig } from './utils/i18n'

interface RootData {
  language: 'zh' | 'en'
  translations: Record<string, unknown>
}

// The server already rendered with the merged (bundled + database) strings; the root loader ships
// the same strings so the first client render matches without another request.
const root = (window as unknown as { __remixContext: { state: { loaderData: { root: RootData } } } }).__remixContext.state.loaderData.root

void i18next
  .use(initReactI18next)
  .init({ ...i18nConfig, lng: root.language, resources: { [root.language]: { common: root.translations } } })
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
