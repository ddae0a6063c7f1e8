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
  transcriptome: ['#be123c', '#f97316'],
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
  | 'bars'
  | 'line'
  | 'scatter'
  | 'box'
  | 'curve'
  | 'pie'
  | 'grid'
  | 'venn'
  | 'tree'
  | 'helix'
  | 'cells'
  | 'dots'
  | 'network'
  | 'flow'
  | 'tiles'
  | 'words'
  | 'globe'
  | 'candles'
  | 'ridges'
  | 'dumbbell'
  | 'waterfall'
  | 'polar'
  | 'parallel'
  | 'arrows'
  | 'bell'
  | 'beads'
  | 'sites'
  | 'diagonal'
  | 'clusters'
  | 'align'
  | 'frames'

/**
 * The picture follows what the tool draws, read from its English title (the first pattern that
 * matches wins); else its category's emblem. Unrelated tools should not share a picture, so a new
 * kind of tool gets its own pattern (`tool-cover-art.test.ts` checks the seeded tools).
 */
const GLYPH_BY_TITLE: readonly [RegExp, GlyphKind][] = [
  [/network|co-?occurrence/i, 'network'],
  [/sankey|flow/i, 'flow'],
  [/treemap|sunburst/i, 'tiles'],
  [/word cloud/i, 'words'],
  [/choropleth|\bmap\b/i, 'globe'],
  [/candlestick|ohlc/i, 'candles'],
  [/ridgeline/i, 'ridges'],
  [/dumbbell/i, 'dumbbell'],
  [/waterfall/i, 'waterfall'],
  [/polar/i, 'polar'],
  [/parallel coordinates/i, 'parallel'],
  [/envfit|\brda\b|\bcca\b|redundancy|canonical|procrustes|biplot/i, 'arrows'],
  [/k-means|silhouette|t-sne|umap|cluster(ing)? of/i, 'clusters'],
  [/t-test|anova|kruskal|chi-square|fisher|shapiro|normality|mantel|permdisp|dispersion|\btests?\b/i, 'bell'],
  [/protein|peptide|isoelectric|hydropath|charge|translat/i, 'beads'],
  [/quality report/i, 'box'],
  [/alignment/i, 'align'],
  [/orf|reading frame/i, 'frames'],
  [/motif/i, 'sites'],
  [/gc content/i, 'bars'],
  [/restriction|cpg|melting/i, 'sites'],
  [/dot ?plot/i, 'diagonal'],
  [/regression|ordination viewer|differential|deseq|edger|aldex/i, 'scatter'],
  [/rank-abundance|rank abundance/i, 'line'],
  [/codon|k-mer|word|normali[sz]/i, 'grid'],
  [/core microbiome/i, 'venn'],
  [/richness|chao1/i, 'box'],
  [/phylogenetic|faith/i, 'tree'],
  [/heatmap|correlation|filter/i, 'grid'],
  [/venn|upset/i, 'venn'],
  [/dendrogram|cluster/i, 'tree'],
  [/box|violin|error|alpha|descriptive/i, 'box'],
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

export function glyphFor(title: string, categoryCode: string | null): GlyphKind {
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
    case 'network':
      return (
        <g>
          {[
            [10, 14, 40, 30],
            [40, 30, 76, 12],
            [40, 30, 66, 52],
            [10, 14, 18, 50],
            [18, 50, 40, 30],
            [66, 52, 76, 12],
          ].map(([x1, y1, x2, y2]) => (
            <path
              key={`${x1}-${y1}-${x2}-${y2}`}
              d={`M${x1} ${y1} L${x2} ${y2}`}
              {...stroke}
              strokeWidth={3}
              strokeOpacity="0.6"
            />
          ))}
          {[
            [10, 14, 6],
            [40, 30, 9],
            [76, 12, 6],
            [66, 52, 7],
            [18, 50, 5],
          ].map(([x, y, r]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="white" />
          ))}
        </g>
      )
    case 'flow':
      return (
        <g fill="white">
          <rect x="0" y="4" width="8" height="52" rx="2" />
          <rect x="80" y="4" width="8" height="22" rx="2" />
          <rect x="80" y="32" width="8" height="24" rx="2" />
          <path d="M8 4 C44 4 44 4 80 4 V26 C44 26 44 30 8 30 Z" fillOpacity="0.6" />
          <path d="M8 30 C44 30 44 32 80 32 V56 C44 56 44 56 8 56 Z" fillOpacity="0.4" />
        </g>
      )
    case 'tiles':
      return (
        <g fill="white">
          <rect x="0" y="0" width="46" height="60" rx="3" fillOpacity="0.85" />
          <rect x="50" y="0" width="38" height="32" rx="3" fillOpacity="0.65" />
          <rect x="50" y="36" width="18" height="24" rx="3" fillOpacity="0.5" />
          <rect x="72" y="36" width="16" height="24" rx="3" fillOpacity="0.75" />
        </g>
      )
    case 'words':
      return (
        <g fill="white">
          {[
            [14, 4, 60, 14, 0.9],
            [0, 24, 40, 10, 0.7],
            [46, 24, 42, 10, 0.55],
            [8, 40, 28, 8, 0.6],
            [40, 40, 44, 16, 0.8],
          ].map(([x, y, width, height, opacity]) => (
            <rect key={`${x}-${y}`} x={x} y={y} width={width} height={height} rx={height / 2} fillOpacity={opacity} />
          ))}
        </g>
      )
    case 'globe':
      return (
        <g>
          <circle cx="44" cy="30" r="28" {...stroke} />
          <ellipse cx="44" cy="30" rx="12" ry="28" {...stroke} strokeWidth={3} strokeOpacity="0.7" />
          <path d="M16 30 H72 M20 16 H68 M20 44 H68" {...stroke} strokeWidth={3} strokeOpacity="0.6" />
        </g>
      )
    case 'candles':
      return (
        <g>
          {[
            [8, 8, 52, 20, 40],
            [30, 4, 44, 12, 30],
            [52, 14, 58, 24, 50],
            [74, 2, 36, 8, 22],
          ].map(([x, high, low, top, bottom], i) => (
            <g key={x}>
              <path d={`M${x + 6} ${high} V${low}`} {...stroke} strokeWidth={3} />
              <rect
                x={x}
                y={top}
                width="12"
                height={bottom - top}
                rx="2"
                fill="white"
                fillOpacity={i % 2 ? 0.55 : 0.9}
              />
            </g>
          ))}
        </g>
      )
    case 'ridges':
      return (
        <g>
          {[0, 1, 2].map((i) => (
            <path
              key={i}
              d={`M0 ${24 + i * 16} C18 ${24 + i * 16} 24 ${4 + i * 16 - i * 4} ${34 + i * 10} ${6 + i * 16} C46 ${8 + i * 16} 54 ${24 + i * 16} 88 ${24 + i * 16}`}
              {...stroke}
              strokeOpacity={1 - i * 0.2}
            />
          ))}
        </g>
      )
    case 'dumbbell':
      return (
        <g>
          {[
            [10, 50, 8],
            [24, 80, 30],
            [6, 62, 52],
          ].map(([from, to, y]) => (
            <g key={y}>
              <path d={`M${from} ${y} H${to}`} {...stroke} strokeWidth={3} strokeOpacity="0.6" />
              <circle cx={from} cy={y} r="6" fill="white" fillOpacity="0.7" />
              <circle cx={to} cy={y} r="6" fill="white" />
            </g>
          ))}
        </g>
      )
    case 'waterfall':
      return (
        <g fill="white">
          <rect x="0" y="30" width="14" height="30" rx="2" />
          <rect x="18" y="14" width="14" height="16" rx="2" fillOpacity="0.75" />
          <rect x="36" y="4" width="14" height="10" rx="2" fillOpacity="0.75" />
          <rect x="54" y="4" width="14" height="22" rx="2" fillOpacity="0.45" />
          <rect x="72" y="26" width="14" height="34" rx="2" />
        </g>
      )
    case 'polar':
      return (
        <g fill="white">
          <path d="M44 30 L44 2 A28 28 0 0 1 72 30 Z" fillOpacity="0.9" />
          <path d="M44 30 L62 30 A18 18 0 0 1 44 48 Z" fillOpacity="0.6" />
          <path d="M44 30 L44 54 A24 24 0 0 1 20 30 Z" fillOpacity="0.75" />
          <path d="M44 30 L30 30 A14 14 0 0 1 44 16 Z" fillOpacity="0.5" />
        </g>
      )
    case 'parallel':
      return (
        <g>
          {[4, 32, 60, 86].map((x) => (
            <path key={x} d={`M${x} 2 V58`} {...stroke} strokeWidth={2} strokeOpacity="0.5" />
          ))}
          <path d="M4 10 L32 40 L60 18 L86 48" {...stroke} />
          <path d="M4 46 L32 20 L60 44 L86 14" {...stroke} strokeOpacity="0.7" />
        </g>
      )
    case 'arrows':
      return (
        <g>
          <path d="M44 30 L80 8 M44 30 L14 10 M44 30 L70 54" {...stroke} strokeWidth={4} />
          <path d="M72 6 L80 8 L76 15 M14 18 L14 10 L22 9 M62 54 L70 54 L68 46" {...stroke} strokeWidth={3} />
          {[
            [24, 40],
            [56, 22],
            [34, 50],
            [62, 36],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="4" fill="white" fillOpacity="0.7" />
          ))}
        </g>
      )
    case 'bell':
      return (
        <g>
          <path d="M68 58 C72 58 72 46 76 40 L76 58 Z" fill="white" fillOpacity="0.6" />
          <path d="M0 58 C20 58 26 4 44 4 C62 4 68 58 88 58" {...stroke} />
          <path d="M44 4 V58" {...stroke} strokeWidth={2} strokeOpacity="0.5" strokeDasharray="4 4" />
        </g>
      )
    case 'beads':
      return (
        <g>
          <path d="M6 44 C18 10 30 10 44 30 C58 50 70 50 82 16" {...stroke} strokeWidth={3} strokeOpacity="0.6" />
          {[
            [6, 44],
            [20, 20],
            [34, 20],
            [44, 30],
            [56, 44],
            [70, 42],
            [82, 16],
          ].map(([x, y], i) => (
            <circle key={x} cx={x} cy={y} r="6" fill="white" fillOpacity={0.6 + (i % 3) * 0.15} />
          ))}
        </g>
      )
    case 'sites':
      return (
        <g>
          <path d="M0 30 H88" {...stroke} />
          {[14, 36, 48, 74].map((x, i) => (
            <g key={x}>
              <path
                d={`M${x} ${i % 2 ? 8 : 14} V52`}
                {...stroke}
                strokeWidth={3}
                strokeDasharray="5 4"
                strokeOpacity="0.8"
              />
              <path
                d={`M${x - 5} ${i % 2 ? 8 : 14} L${x} ${i % 2 ? 14 : 20} L${x + 5} ${i % 2 ? 8 : 14}`}
                {...stroke}
                strokeWidth={3}
              />
            </g>
          ))}
        </g>
      )
    case 'diagonal':
      return (
        <g fill="white">
          {Array.from({ length: 9 }, (_, i) => (
            <circle key={i} cx={6 + i * 9.5} cy={56 - i * 6.5} r="3.5" />
          ))}
          {Array.from({ length: 4 }, (_, i) => (
            <circle key={`b${i}`} cx={40 + i * 9.5} cy={56 - i * 6.5} r="3" fillOpacity="0.55" />
          ))}
          <path d="M2 2 V58 H86" {...stroke} strokeWidth={2} strokeOpacity="0.5" />
        </g>
      )
    case 'clusters':
      return (
        <g fill="white">
          {[
            [18, 18],
            [70, 16],
            [44, 46],
          ].map(([cx, cy], group) => (
            <g key={group} fillOpacity={0.55 + group * 0.2}>
              <circle cx={cx} cy={cy} r="14" fill="none" stroke="white" strokeWidth="2" strokeOpacity="0.6" />
              {[
                [-5, -4],
                [5, -2],
                [-2, 6],
                [6, 6],
              ].map(([dx, dy]) => (
                <circle key={`${dx}-${dy}`} cx={cx + dx} cy={cy + dy} r="3.5" />
              ))}
            </g>
          ))}
        </g>
      )
    case 'align':
      return (
        <g fill="white">
          {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
            <g key={i}>
              <rect x={i * 11} y="6" width="9" height="14" rx="2" fillOpacity={i === 3 ? 0.35 : 0.9} />
              <rect x={i * 11} y="40" width="9" height="14" rx="2" fillOpacity={i === 5 ? 0.35 : 0.7} />
              {i !== 3 && i !== 5 ? <rect x={i * 11 + 3.5} y="23" width="2" height="14" fillOpacity="0.6" /> : null}
            </g>
          ))}
        </g>
      )
    case 'frames':
      return (
        <g>
          {[
            [0, 8, 54],
            [20, 30, 86],
            [8, 52, 40],
          ].map(([from, y, to]) => (
            <g key={y}>
              <path d={`M${from} ${y} H${to - 8}`} {...stroke} />
              <path d={`M${to - 12} ${y - 6} L${to} ${y} L${to - 12} ${y + 6}`} {...stroke} strokeWidth={4} />
            </g>
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
