export const RANKS = ['Kingdom', 'Phylum', 'Class', 'Order', 'Family', 'Genus', 'Species'] as const
export type Rank = (typeof RANKS)[number]

/** Greengenes uses k__ for the top rank, SILVA d__ (domain); both are our Kingdom. */
const RANK_OF_PREFIX: Record<string, Rank> = {
  k: 'Kingdom',
  d: 'Kingdom',
  p: 'Phylum',
  c: 'Class',
  o: 'Order',
  f: 'Family',
  g: 'Genus',
  s: 'Species',
}

/** Labels that mean "no assignment" rather than a taxon name. */
const UNASSIGNED = new Set(['', 'unassigned', 'unclassified', 'unknown', 'root'])

/**
 * Splits a lineage into the seven ranks. Understands Greengenes (`k__Bacteria; p__Firmicutes`),
 * SILVA (`d__Bacteria;p__...`), SILVA 132's numbered levels (`D_0__Bacteria;D_1__...`) and plain
 * positional lists (`Bacteria;Firmicutes`). Empty ranks (`g__`) are null; QIIME 1's leading `Root`
 * is dropped.
 */
export function parseTaxonomy(text: string): Record<Rank, string | null> {
  const ranks = Object.fromEntries(RANKS.map((rank) => [rank, null])) as Record<Rank, string | null>
  const levels = text
    .split(';')
    .map((level) => level.trim().replace(/^"|"$/g, ''))
    .filter((level, i) => !(i === 0 && level.toLowerCase() === 'root'))
  levels.forEach((level, position) => {
    const { rank, name } = rankedName(level, position)
    if (rank === undefined || UNASSIGNED.has(name.toLowerCase())) return
    ranks[rank] ??= name
  })
  return ranks
}

function rankedName(level: string, position: number): { rank: Rank | undefined; name: string } {
  const numbered = level.match(/^D_(\d+)__(.*)$/)
  if (numbered) return { rank: RANKS[Number(numbered[1])], name: numbered[2].trim() }
  const prefixed = level.match(/^([a-z])__(.*)$/i)
  if (prefixed) return { rank: RANK_OF_PREFIX[prefixed[1].toLowerCase()], name: prefixed[2].trim() }
  return { rank: RANKS[position], name: level }
}

const GREENGENES_PREFIX: Record<Rank, string> = {
  Kingdom: 'k',
  Phylum: 'p',
  Class: 'c',
  Order: 'o',
  Family: 'f',
  Genus: 'g',
  Species: 's',
}

/**
 * Writes per-rank names as one Greengenes lineage (`k__Bacteria; p__Firmicutes; c__; ...`), the
 * text a table keeps per feature, so that `parseTaxonomy` stays the one reader of lineages. Null
 * when no rank is assigned.
 */
export function lineageText(ranks: Readonly<Record<Rank, string | null>>): string | null {
  if (RANKS.every((rank) => ranks[rank] === null)) return null
  return RANKS.map((rank) => `${GREENGENES_PREFIX[rank]}__${ranks[rank] ?? ''}`).join('; ')
}
