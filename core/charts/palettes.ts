/**
 * Palettes a chart may be drawn with: the ones a tool's form offers, and the choices of the result page's restyle
 * form. Tableau 10 is the platform's default; Okabe–Ito stays distinguishable with colour-blindness; the others
 * are softer or darker.
 */
export const PALETTES = {
  tableau: [
    '#4e79a7',
    '#f28e2b',
    '#e15759',
    '#76b7b2',
    '#59a14f',
    '#edc948',
    '#b07aa1',
    '#ff9da7',
    '#9c755f',
    '#bab0ac',
  ],
  okabe_ito: ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#f0e442', '#000000'],
  pastel: [
    '#8dd3c7',
    '#fdb462',
    '#bebada',
    '#fb8072',
    '#80b1d3',
    '#b3de69',
    '#fccde5',
    '#bc80bd',
    '#ccebc5',
    '#ffed6f',
  ],
  dark: ['#1b9e77', '#d95f02', '#7570b3', '#e7298a', '#66a61e', '#e6ab02', '#a6761d', '#666666'],
} as const
export type PaletteName = keyof typeof PALETTES
export const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[]
