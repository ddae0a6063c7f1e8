/** Rich-text resources whose key starts with this are tutorials; the tutorial menu lists them by key. */
export const TUTORIAL_KEY_PREFIX = 'tutorial.'
/** The host id of tutorial texts (what the multi-language management shows them under). */
export const TUTORIAL_HOST = 'tutorial'
