/**
 * A tool's generated cover art, for tools without an uploaded cover: its category's colours, so a
 * catalogue without a single uploaded cover still reads at a glance (charts blue, microbiome green,
 * statistics amber, sequences violet). The server renders it as an SVG image
 * (`/resources/tool-cover/:id`), which browsers cache, instead of inlining it in every card.
 */
const PALETTES: Record<string, readonly [string, string]> = {
  chart: ['#4f46e5', '#0ea5e9'],
  microbiome: ['#047857', '#14b8a6'],
  statistics: ['#b45309', '#f59e0b'],
  sequence: ['#6d28d9', '#d946ef'],
}
const FALLBACK_PALETTES: readonly (readonly [string, string])[] = [
  ['#334155', '#64748b'],
  ['#0f766e', '#22d3ee'],
  ['#9f1239', '#fb7185'],
]

function paletteFor(categoryCode: string | null): readonly [string, string] {
  if (categoryCode && PALETTES[categoryCode]) return PALETTES[categoryCode]
  const hash = [...(categoryCode ?? '')].reduce((sum, character) => sum + character.charCodeAt(0), 0)
  return FALLBACK_PALETTES[hash % FALLBACK_PALETTES.length]
}

type GlyphKind =
  'bars' | 'line' | 'scatter' | 'box' | 'curve' | 'pie' | 'grid' | 'venn' | 'tree' | 'helix' | 'cells' | 'dots'

/** The picture follows what the tool draws, read from its English title; else its category's emblem. */
const GLYPH_BY_TITLE: readonly [RegExp, GlyphKind][] = [
  [/heatmap|correlation|filter/i, 'grid'],
  [/venn|upset/i, 'venn'],
  [/dendrogram|cluster/i, 'tree'],
  [/box|violin|error|alpha/i, 'box'],
  [/histogram|density/i, 'curve'],
  [/pie|donut|radar/i, 'pie'],
  [/scatter|bubble|pca|pcoa|nmds|volcano|\bma\b|manhattan|enrichment/i, 'scatter'],
  [/line|area|rarefaction|survival|roc|q-?q/i, 'line'],
  [/bar|lollipop|lda|lefse|taxonomy|composition/i, 'bars'],
  [/sequence|complement|translat|fast[aq]|align|motif|orf|gc/i, 'helix'],
]
const GLYPH_BY_CATEGORY: Record<string, GlyphKind> = {
  chart: 'bars',
  microbiome: 'cells',
  statistics: 'curve',
  sequence: 'helix',
}

function glyphFor(title: string, categoryCode: string | null): GlyphKind {
  return GLYPH_BY_TITLE.find(([pattern]) => pattern.test(title))?.[1] ?? GLYPH_BY_CATEGORY[categoryCode ?? ''] ?? 'dots'
}

const stroke = {
  fill: 'none',
  stroke: 'white',
  strokeWidth: 5,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
}

/** Emblems drawn in an 88 × 60 box. */
function Glyph({ kind }: { kind: GlyphKind }) {
  switch (kind) {
    case 'bars':
      return (
        <g fill="white">
          {[28, 48, 20, 38].map((height, i) => (
            <rect key={i} x={i * 23} y={60 - height} width="15" height={height} rx="3" fillOpacity={0.6 + i * 0.1} />
          ))}
        </g>
      )
    case 'line':
      return (
        <g>
          <path d="M2 58 H86" {...stroke} strokeWidth={3} strokeOpacity="0.5" />
          <path d="M4 48 L24 30 L42 38 L62 14 L84 20" {...stroke} />
          {[
            [4, 48],
            [24, 30],
            [42, 38],
            [62, 14],
            [84, 20],
          ].map(([x, y]) => (
            <circle key={x} cx={x} cy={y} r="4.5" fill="white" />
          ))}
        </g>
      )
    case 'scatter':
      return (
        <g fill="white">
          {[
            [8, 50, 5],
            [20, 40, 4],
            [30, 44, 6],
            [42, 30, 5],
            [52, 34, 4],
            [62, 20, 7],
            [76, 14, 5],
            [70, 30, 3],
            [16, 54, 3],
          ].map(([x, y, r]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fillOpacity={0.6 + (r % 3) * 0.15} />
          ))}
          <path d="M4 56 L84 8" {...stroke} strokeWidth={3} strokeOpacity="0.55" strokeDasharray="6 6" />
        </g>
      )
    case 'box':
      return (
        <g>
          {[0, 1, 2].map((i) => {
            const x = 6 + i * 30
            const [top, q1, q3, bottom] = [
              [6, 18, 38, 56],
              [12, 26, 44, 58],
              [2, 12, 30, 46],
            ][i]
            return (
              <g key={i}>
                <path d={`M${x + 9} ${top} V${bottom}`} {...stroke} strokeWidth={3} strokeOpacity="0.7" />
                <rect x={x} y={q1} width="18" height={q3 - q1} rx="2" fill="white" fillOpacity={0.75 + i * 0.08} />
              </g>
            )
          })}
        </g>
      )
    case 'curve':
      return (
        <g>
          <path d="M0 58 C20 58 26 6 44 6 C62 6 68 58 88 58 Z" fill="white" fillOpacity="0.35" />
          <path d="M0 58 C20 58 26 6 44 6 C62 6 68 58 88 58" {...stroke} />
          <path d="M0 58 H88" {...stroke} strokeWidth={3} strokeOpacity="0.6" />
        </g>
      )
    case 'pie':
      return (
        <g transform="translate(14 0)">
          <circle cx="30" cy="30" r="28" fill="white" fillOpacity="0.45" />
          <path d="M30 30 L30 2 A28 28 0 0 1 56.6 38.7 Z" fill="white" fillOpacity="0.95" />
          <path d="M30 30 L56.6 38.7 A28 28 0 0 1 20 56.2 Z" fill="white" fillOpacity="0.7" />
        </g>
      )
    case 'grid':
      return (
        <g fill="white">
          {[0, 1, 2].flatMap((row) =>
            [0, 1, 2, 3, 4].map((column) => (
              <rect
                key={`${row}-${column}`}
                x={column * 18}
                y={row * 20}
                width="15"
                height="17"
                rx="2"
                fillOpacity={0.25 + (((row * 5 + column) * 7) % 10) / 13}
              />
            )),
          )}
        </g>
      )
    case 'venn':
      return (
        <g fill="white">
          <circle cx="30" cy="30" r="24" fillOpacity="0.5" />
          <circle cx="58" cy="30" r="24" fillOpacity="0.5" />
          <circle cx="44" cy="14" r="14" fillOpacity="0.35" />
        </g>
      )
    case 'tree':
      return (
        <path
          d="M6 58 V40 H26 V58 M16 40 V24 H50 V58 M40 58 V46 H60 V58 M33 24 V8 H76 V58"
          {...stroke}
          strokeWidth={4}
        />
      )
    case 'helix':
      return (
        <g>
          <path d="M0 10 C22 10 22 50 44 50 C66 50 66 10 88 10" {...stroke} />
          <path d="M0 50 C22 50 22 10 44 10 C66 10 66 50 88 50" {...stroke} strokeOpacity="0.7" />
          {[10, 78].map((x) => (
            <path key={x} d={`M${x} 16 V44`} {...stroke} strokeWidth={3} strokeOpacity="0.6" />
          ))}
          {[30, 58].map((x) => (
            <path key={x} d={`M${x} 22 V38`} {...stroke} strokeWidth={3} strokeOpacity="0.6" />
          ))}
        </g>
      )
    case 'cells':
      return (
        <g fill="white">
          <ellipse cx="26" cy="30" rx="22" ry="13" transform="rotate(-25 26 30)" fillOpacity="0.85" />
          <circle cx="64" cy="18" r="12" fillOpacity="0.6" />
          <circle cx="70" cy="48" r="9" fillOpacity="0.75" />
          <circle cx="44" cy="56" r="5" fillOpacity="0.5" />
        </g>
      )
    case 'dots':
      return (
        <g fill="white" fillOpacity="0.7">
          {[0, 1, 2].flatMap((row) =>
            [0, 1, 2, 3].map((column) => (
              <circle key={`${row}-${column}`} cx={8 + column * 24} cy={8 + row * 22} r="6" />
            )),
          )}
        </g>
      )
  }
}

/** `title`: the tool's English title where it has one (the glyph is chosen from it). */
export function ToolCoverArt({
  toolId,
  categoryCode,
  title,
}: {
  toolId: number
  categoryCode: string | null
  title: string
}) {
  const [from, to] = paletteFor(categoryCode)
  // The tool id shifts the background circles, so neighbouring cards of one category differ.
  const shift = (toolId * 37) % 120
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 320 160"
      width="320"
      height="160"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="cover" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="160" fill="url(#cover)" />
      <circle cx={250 - shift / 2} cy={-10 + shift / 3} r="70" fill="white" fillOpacity="0.08" />
      <circle cx={300} cy={140 - shift / 4} r="55" fill="white" fillOpacity="0.07" />
      <circle cx={40 + shift} cy={170} r="60" fill="white" fillOpacity="0.06" />
      <g transform="translate(116 50)">
        <Glyph kind={glyphFor(title, categoryCode)} />
      </g>
    </svg>
  )
}
