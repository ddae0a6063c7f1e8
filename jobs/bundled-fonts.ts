import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * The platform's one font family for everything it draws on the server (report PDF, chart PNGs), shipped as an npm
 * dependency so no glyph depends on the machine's fonts. Noto Sans SC covers Chinese, Latin, Greek, `²`, `±`, `≤` and
 * full-width punctuation.
 */
export const BUNDLED_FONT_FAMILY = 'Noto Sans SC'

export const BUNDLED_FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
}
