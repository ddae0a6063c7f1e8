/** Rich-text resources whose key starts with this are tutorials; the tutorial menu lists them by key. */
export const TUTORIAL_KEY_PREFIX = 'tutorial.'
/** The host id of tutorial texts (what the multi-language management shows them under). */
export const TUTORIAL_HOST = 'tutorial'

/** The provider's wiki is the `wiki.` host of its website (PROVIDER_WEBSITE_URL without `www.`). */
export function wikiHostOf(providerWebsiteUrl: string): string {
  return `wiki.${new URL(providerWebsiteUrl).host.replace(/^www\./, '')}`
}

/**
 * A guide's address on the provider's wiki for one of our tutorials: the project page opens such a
 * guide as `/tutorial/analysis&<guide id>&…`, and the tutorial page shows the tutorial its last path
 * segment names.
 */
export function wikiTutorialUrl(providerWebsiteUrl: string, tutorialCode: string): string {
  return `https://${wikiHostOf(providerWebsiteUrl)}/tutorial/${tutorialCode}`
}
