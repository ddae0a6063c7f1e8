/**
 * Restriction enzyme cleavage sites, as EMBOSS 6.6.0 `restrict` finds and reports them (linear DNA):
 * the enzyme file (REBASE `embossre.enz`), the isoschizomer prototypes (`embossre.equ`), the scan of
 * both strands with IUPAC ambiguity, the mirror and isoschizomer removal, the fragment lengths and the
 * report table. The list handling follows EMBOSS's (nucleus/embpat.c, emboss/restrict.c) step by step,
 * so the hits come out in restrict's order; sorts are stable as glibc's qsort (a merge sort) is.
 */
import { EMBOSSRE_ENZ, EMBOSSRE_EQU } from './rebase-data'

/** One line of `embossre.enz`. Cuts are to the right of the given base, numbered from the pattern's first base (1). */
export interface RestrictionEnzyme {
  readonly name: string
  /** As in the file: upper case when REBASE lists a supplier, lower case when not. */
  readonly pattern: string
  readonly length: number
  /** 0 unknown, 2 one cut (both strands), 4 two cuts. */
  readonly ncuts: number
  readonly blunt: boolean
  readonly cut1: number
  readonly cut2: number
  readonly cut3: number
  readonly cut4: number
}

/** Reads an EMBOSS `embossre.enz` file: tab-separated name, pattern, length, cuts, blunt and four cut positions. */
export function parseEnzymeFile(text: string): RestrictionEnzyme[] {
  const enzymes: RestrictionEnzyme[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#') || line.startsWith('!')) continue
    const f = line.split(/[\t ]+/)
    if (f.length < 9) continue
    const n = f.slice(2, 9).map((value) => Number.parseInt(value, 10))
    enzymes.push({
      name: f[0],
      pattern: f[1],
      length: n[0],
      ncuts: n[1],
      blunt: n[2] !== 0,
      cut1: n[3],
      cut2: n[4],
      cut3: n[5],
      cut4: n[6],
    })
  }
  return enzymes
}

/** Reads `embossre.equ`: "enzyme prototype" per line. With `commercial` the prototype keeps a trailing `*`, as restrict does. */
export function parseEquivalents(text: string, commercial: boolean): Map<string, string> {
  const table = new Map<string, string>()
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#') || line.startsWith('!')) continue
    const [key, value = ''] = line.split(/[\t \n]+/)
    table.set(key, commercial ? value : value.replace(/\*+$/, ''))
  }
  return table
}

/** The bundled REBASE subset (EMBOSS's own, see rebase-data.ts). */
export const BUNDLED_ENZYMES: readonly RestrictionEnzyme[] = parseEnzymeFile(EMBOSSRE_ENZ)
export const BUNDLED_EQUIVALENTS_TEXT = EMBOSSRE_EQU

export interface RestrictOptions {
  /** 'all', or the names to search for (any case). */
  readonly enzymes: 'all' | readonly string[]
  /** Shortest recognition site (restrict -sitelen, 2..20, default 4). */
  readonly siteLength: number
  /** Fewest and most cuts an enzyme may make to be reported (-min, -max; -single sets both to 1). */
  readonly minCuts: number
  readonly maxCuts: number
  readonly blunt: boolean
  readonly sticky: boolean
  /** Allow ambiguity codes in the sites (-ambiguity, default on). */
  readonly ambiguity: boolean
  /** Only enzymes with a supplier when searching all (-commercial, default on). */
  readonly commercial: boolean
  /** One enzyme per isoschizomer group (-limit, default on). */
  readonly limit: boolean
  /** Sort the hits by enzyme name (-alphabetic). */
  readonly alphabetic: boolean
  /** Fragment lengths of the digest with all the enzymes together (-fragments). */
  readonly fragments: boolean
}

export const RESTRICT_DEFAULTS: RestrictOptions = {
  enzymes: 'all',
  siteLength: 4,
  minCuts: 1,
  maxCuts: 2000000000,
  blunt: true,
  sticky: true,
  ambiguity: true,
  commercial: true,
  limit: true,
  alphabetic: false,
  fragments: false,
}

/** One reported site. Positions are 1-based on the forward strand; a cut is to the right of its base. */
export interface RestrictionHit {
  /** The enzyme as reported: the isoschizomer prototype's name when limited. */
  enzyme: string
  /** Other enzymes with the same site and cuts here (with -limit), comma-separated. */
  isoschizomers: string
  site: string
  forward: boolean
  /** First and last base of the site on the forward strand. */
  start: number
  end: number
  /** 5' (forward strand) and 3' (reverse strand) cut. */
  cut1: number
  cut2: number
  /** The second pair of cuts of an enzyme that cuts twice, or 0. */
  cut3: number
  cut4: number
  /** Fragment lengths beside the cuts when -fragments (0 = not given). */
  len1: number
  len2: number
  len3: number
  len4: number
}

interface Match {
  cod: string
  pat: string
  iso: string
  forward: boolean
  /** EMBOSS's start: the site's first base (forward) or its last base on the forward strand (reverse). */
  start: number
  cut1: number
  cut2: number
  cut3: number
  cut4: number
  circ12: boolean
  circ34: boolean
  len1: number
  len2: number
  len3: number
  len4: number
}

export interface RestrictResult {
  readonly hits: RestrictionHit[]
  /** All-enzyme digest fragment lengths, longest first (when -fragments). */
  readonly fragments: number[] | null
  /** The distinct cut positions (5' strand) of the digest, in order along the sequence. */
  readonly cutPositions: number[]
  /** Names asked for that the enzyme file does not have, as given. */
  readonly unknown: string[]
}

/** ajBaseAlphaToBin: A 1, C 2, G 4, T/U 8, IUPAC codes their OR, N 15, anything else 0. */
const BASE_BITS: Record<string, number> = {
  A: 1,
  C: 2,
  G: 4,
  T: 8,
  U: 8,
  R: 5,
  Y: 10,
  M: 3,
  K: 12,
  S: 6,
  W: 9,
  B: 14,
  D: 13,
  H: 11,
  V: 7,
  N: 15,
}
const bits = (base: string) => BASE_BITS[base] ?? 0
const COMPLEMENT: Record<string, string> = {
  A: 'T',
  C: 'G',
  G: 'C',
  T: 'A',
  U: 'A',
  R: 'Y',
  Y: 'R',
  M: 'K',
  K: 'M',
  S: 'S',
  W: 'W',
  B: 'V',
  V: 'B',
  D: 'H',
  H: 'D',
  N: 'N',
}
function reverseComplementUpper(sequence: string): string {
  let out = ''
  for (let i = sequence.length - 1; i >= 0; i--) out += COMPLEMENT[sequence[i]] ?? sequence[i]
  return out
}

const byCut = (a: Match, b: Match) => a.cut1 - b.cut1
/** embPatRestrictStartCompare: a reverse hit's key is its `end`, which EMBOSS never sets (0). */
const byStart = (a: Match, b: Match) => (a.forward ? a.start : 0) - (b.forward ? b.start : 0)
const byName = (a: Match, b: Match) => (a.cod < b.cod ? -1 : a.cod > b.cod ? 1 : 0)

/** ajListSortTwo, with its grouping loop as written (the last group may stay unsorted by the second key). */
function sortTwo(list: Match[], first: (a: Match, b: Match) => number, second: (a: Match, b: Match) => number) {
  list.sort(first)
  const len = list.length
  if (len < 2) return
  let pos = 0
  let base = 0
  const limit = len - 2
  while (pos < limit) {
    while (first(list[pos], list[pos + 1]) === 0) {
      ++pos
      if (pos > limit) break
    }
    ++pos
    const n = pos - base
    if (n > 1) {
      const sorted = list.slice(base, pos).sort(second)
      list.splice(base, n, ...sorted)
    }
    base = pos
  }
}

/** patRestrictPushHit for linear DNA with begin 1. */
function hit(enz: RestrictionEnzyme, pat: string, i: number, len: number, forward: boolean): Match {
  const m: Match = {
    cod: enz.name,
    pat,
    iso: '',
    forward,
    start: 0,
    cut1: 0,
    cut2: 0,
    cut3: 0,
    cut4: 0,
    circ12: false,
    circ34: false,
    len1: 0,
    len2: 0,
    len3: 0,
    len4: 0,
  }
  if (forward) {
    m.start = i + 1
    m.cut1 = i + enz.cut1
    m.cut2 = i + enz.cut2
    if (m.cut1 > len) m.cut1 -= len
    if (m.cut2 > len) m.cut2 -= len
    if (enz.cut1 < 1) ++m.cut1
    if (enz.cut2 < 1) ++m.cut2
    if (m.cut1 < 1) {
      m.cut1 += len
      m.circ12 = true
    }
    if (m.cut2 < 1) {
      m.cut2 += len
      m.circ12 = true
    }
    if (enz.ncuts === 4) {
      m.cut3 = i + enz.cut3
      m.cut4 = i + enz.cut4
      if (m.cut3 > len) {
        m.cut3 -= len
        m.circ34 = true
      }
      if (m.cut4 > len) {
        m.cut4 -= len
        m.circ34 = true
      }
    }
  } else {
    m.start = len - i
    m.cut1 = len - i - enz.cut1
    m.cut2 = len - i - enz.cut2
    if (enz.cut1 < 1) --m.cut1
    if (enz.cut2 < 1) --m.cut2
    if (m.cut1 < 1) {
      m.cut1 += len
      m.circ12 = true
    }
    if (m.cut2 < 1) {
      m.cut2 += len
      m.circ12 = true
    }
    if (m.cut1 > len) {
      m.cut1 -= len
      m.circ12 = true
    }
    if (m.cut2 > len) {
      m.cut2 -= len
      m.circ12 = true
    }
    if (enz.ncuts === 4) {
      m.cut3 = len - i - enz.cut3
      m.cut4 = len - i - enz.cut4
      if (m.cut3 < 0) {
        m.cut3 += len
        m.circ34 = true
      }
      if (m.cut4 < 0) {
        m.cut4 += len
        m.circ34 = true
      }
    }
    ;[m.cut1, m.cut2] = [m.cut2, m.cut1]
    ;[m.cut3, m.cut4] = [m.cut4, m.cut3]
  }
  return m
}

/** embPatRestrictScan (linear): both strands, one hit per cut position, kept when the cut count is within bounds. */
function scan(
  enz: RestrictionEnzyme,
  pat: string,
  forwardSeq: string,
  reverseSeq: string,
  options: RestrictOptions,
  list: Match[],
): number {
  const len = forwardSeq.length
  if (len < enz.length) return 0
  const limit = len - enz.length + 1
  let mincut = Math.min(enz.cut1, enz.cut2)
  if (enz.ncuts === 4) mincut = Math.min(mincut, enz.cut3, enz.cut4)
  const patBits = Array.from(pat, bits)
  const tx: Match[] = []
  let hits = 0
  for (const forward of [true, false]) {
    const seq = forward ? forwardSeq : reverseSeq
    for (let i = 0; i < limit; ++i) {
      let j = 0
      if (options.ambiguity) {
        for (; j < enz.length; ++j) {
          const v = bits(seq[i + j])
          if (!(patBits[j] & v) || v === 15) break
        }
      } else {
        for (; j < enz.length; ++j) {
          const v = seq[i + j]
          if (pat[j] !== v || v === 'N') break
        }
      }
      if (j !== enz.length) continue
      if (i + enz.cut1 >= len || i + enz.cut2 >= len) continue
      if (i + mincut + 1 > 0) {
        ++hits
        tx.unshift(hit(enz, pat, i, len, forward))
      }
    }
  }
  if (!hits) return 0
  tx.sort(byCut)
  const ty: Match[] = []
  let rhits = 0
  let v = 0
  for (let i = 0; i < hits; ++i) {
    const m = tx.shift() as Match
    if (m.cut1 !== v) {
      ty.unshift(m)
      ++rhits
      v = m.cut1
    } else if (i && m.forward) {
      ty.shift()
      ty.unshift(m)
    }
  }
  if (rhits < options.minCuts || rhits > options.maxCuts) return 0
  while (ty.length) list.unshift(ty.shift() as Match)
  return rhits
}

/** Keeps one hit per cut position of each enzyme, then (with isoschizomers off) one enzyme per site. */
function restrictHits(l: Match[], hits: number, isos: boolean, alpha: boolean): Match[] {
  const out: Match[] = []
  let tlist: Match[] = []
  const newlist: Match[] = []
  let tc = 0
  l.sort(byName)
  let ps = hits ? l[0].cod : ''
  const flushMirrors = () => {
    tlist.sort(byStart)
    tlist.sort(byCut)
    let cut1 = Number.MAX_SAFE_INTEGER
    for (let i = 0; i < tc; ++i) {
      const m = tlist.shift() as Match
      if (cut1 !== m.cut1) {
        cut1 = m.cut1
        newlist.unshift(m)
      }
    }
    tc = 0
  }
  while (l.length) {
    const m = l.shift() as Match
    if (m.cod === ps) {
      tlist.unshift(m)
      ++tc
    } else {
      ps = m.cod
      l.unshift(m)
      flushMirrors()
    }
  }
  flushMirrors()
  tlist = []
  if (!isos) {
    newlist.sort(byStart)
    let pos = newlist.length ? newlist[0].start : 0
    tc = 0
    const flushGroup = () => {
      while (tc) {
        const first = tlist.shift() as Match
        out.unshift(first)
        --tc
        let v = 0
        for (let i = 0; i < tc; ++i) {
          const m = tlist.shift() as Match
          if (
            m.cut1 !== first.cut1 ||
            m.cut2 !== first.cut2 ||
            m.cut3 !== first.cut3 ||
            m.cut4 !== first.cut4 ||
            m.pat !== first.pat
          ) {
            tlist.push(m)
            ++v
          } else first.iso = first.iso ? `${first.iso},${m.cod}` : m.cod
        }
        tc = v
      }
    }
    while (newlist.length) {
      const m = newlist.shift() as Match
      if (pos === m.start) {
        tlist.unshift(m)
        ++tc
      } else {
        pos = m.start
        newlist.unshift(m)
        tlist.sort(byName)
        flushGroup()
      }
    }
    tlist.sort(byName)
    flushGroup()
  } else {
    while (newlist.length) out.unshift(newlist.shift() as Match)
  }
  out.sort(byStart)
  if (alpha) sortTwo(out, byName, byStart)
  return out
}

/** ajSortUintIncI: a Shell sort of the index array `p` by `a[p[k]]` (not stable: equal keys are swapped too). */
function shellSortIndices(a: readonly number[], p: number[], n: number) {
  for (let s = Math.floor(n / 2); s > 0; s = Math.floor(s / 2))
    for (let i = s; i < n; ++i)
      for (let j = i - s; j >= 0 && a[p[j]] >= a[p[j + s]]; j -= s) {
        const t = p[j]
        p[j] = p[j + s]
        p[j + s] = t
      }
}

/** restrict's -fragments: cut positions of all reported enzymes together, and the lengths beside each cut. */
function digest(l: Match[], length: number, cuts: number[]): number[] {
  const fa: number[] = []
  const fr: boolean[] = []
  const fs: number[] = []
  l.forEach((m, imatch) => {
    fr.push(false)
    fs.push(imatch)
    fa.push(m.cut1)
    if ((m.cut3 || m.cut4) && !m.circ34) {
      fr.push(true)
      fs.push(imatch)
      fa.push(m.cut3)
    }
  })
  let fn = fa.length
  if (!fn) return [length]
  const fi = fa.map((_, k) => k)
  shellSortIndices(fa, fi, fn)
  let last = -1
  let fb = 0
  for (let i = 0; i < fn; ++i) {
    const c = fa[fi[i]]
    if (c !== last) {
      fi[fb++] = fi[i]
      last = c
    }
  }
  fn = fb
  for (let k = 0; k < fn; ++k) cuts.push(fa[fi[k]])
  const fx: number[] = []
  const set = (k: number, left: boolean, value: number) => {
    const m = l[fs[fi[k]]]
    if (fr[fi[k]]) {
      if (left) m.len3 = value
      else m.len4 = value
    } else if (left) m.len1 = value
    else m.len2 = value
  }
  let fraglen = 0
  let i = 0
  for (i = 0; i < fn - 1; ++i) {
    if (i) set(i, true, fraglen)
    fraglen = fa[fi[i + 1]] - fa[fi[i]]
    fx.push(fraglen)
    set(i, false, fraglen)
  }
  // restrict gives the last cut's left fragment as len1 whichever cut it is.
  if (i) l[fs[fi[i]]].len1 = fraglen
  fraglen = fa[fi[0]]
  fx.push(fraglen)
  set(0, true, fraglen)
  fraglen = length - fa[fi[fn - 1]]
  fx.push(fraglen)
  set(fn - 1, false, fraglen)
  return fx.sort((a, b) => b - a)
}

/**
 * The restriction sites of one (linear) sequence, as EMBOSS restrict reports them, in its order.
 * `enzymes` and `equivalents` default to the bundled REBASE subset.
 */
export function restrictionSites(
  sequence: string,
  options: RestrictOptions,
  enzymes: readonly RestrictionEnzyme[] = BUNDLED_ENZYMES,
  equivalentsText: string = BUNDLED_EQUIVALENTS_TEXT,
): RestrictResult {
  const forwardSeq = sequence.toUpperCase()
  const reverseSeq = reverseComplementUpper(forwardSeq)
  const isAll = options.enzymes === 'all'
  const asked = isAll ? [] : (options.enzymes as readonly string[]).map((name) => name.replace(/\s+/g, ''))
  const wanted = asked.map((name) => name.toUpperCase())
  const known = new Set(enzymes.map((enzyme) => enzyme.name.toUpperCase()))
  const unknown = asked.filter((name) => !known.has(name.toUpperCase()))
  const list: Match[] = []
  let hits = 0
  for (const enz of enzymes) {
    if (!enz.ncuts) continue
    if (enz.length < options.siteLength) continue
    if (!options.blunt && enz.blunt) continue
    if (!options.sticky && !enz.blunt) continue
    const hasSupplier = enz.pattern[0] >= 'A' && enz.pattern[0] <= 'Z'
    if (!hasSupplier && isAll && options.commercial) continue
    if (!isAll && !wanted.includes(enz.name.toUpperCase())) continue
    hits += scan(enz, enz.pattern.toUpperCase(), forwardSeq, reverseSeq, options, list)
  }
  if (!hits) return { hits: [], fragments: options.fragments ? [sequence.length] : null, cutPositions: [], unknown }
  if (options.limit) {
    if (options.alphabetic) sortTwo(list, byName, byStart)
    const table = parseEquivalents(equivalentsText, options.commercial)
    for (const m of list) m.cod = table.get(m.cod) ?? m.cod
  }
  const kept = restrictHits(list, hits, !options.limit, options.alphabetic)
  const cutPositions: number[] = []
  const fragments = options.fragments ? digest(kept, sequence.length, cutPositions) : null
  const reported = kept
    .filter((m) => !m.circ12)
    .map((m): RestrictionHit => {
      const span = m.pat.length - 1
      const second = (m.cut3 || m.cut4) && !m.circ34
      return {
        enzyme: m.cod,
        isoschizomers: m.iso,
        site: m.pat,
        forward: m.forward,
        start: m.forward ? m.start : m.start - span,
        end: m.forward ? m.start + span : m.start,
        cut1: m.cut1,
        cut2: m.cut2,
        cut3: second ? m.cut3 : 0,
        cut4: second ? m.cut4 : 0,
        len1: m.len1,
        len2: m.len2,
        len3: second ? m.len3 : 0,
        len4: second ? m.len4 : 0,
      }
    })
  return { hits: reported, fragments, cutPositions, unknown }
}

const right = (value: string | number, width: number) => String(value).padStart(width)
const left = (value: string, width: number) => value.padEnd(width)
const dot = (value: number) => (value ? String(value) : '.')

/**
 * One sequence's section of restrict's report (-rformat table), from its "#====" header to the
 * tail with the fragment lengths; `restrictReportEnd` writes the closing totals.
 */
export function restrictReport(name: string, length: number, result: RestrictResult, options: RestrictOptions): string {
  const lines = ['#=======================================', '#']
  lines.push(`# Sequence: ${name.padEnd(10)} from: 1   to: ${length}`)
  lines.push(`# HitCount: ${result.hits.length}`)
  const header = [
    `Minimum cuts per enzyme: ${options.minCuts}`,
    `Maximum cuts per enzyme: ${options.maxCuts}`,
    `Minimum length of recognition site: ${options.siteLength}`,
  ]
  if (options.blunt) header.push('Blunt ends allowed')
  if (options.sticky) header.push('Sticky ends allowed')
  header.push('DNA is linear', options.ambiguity ? 'Ambiguities allowed' : 'No ambiguities allowed')
  lines.push('#', ...header.map((line) => `# ${line}`), '#', '#=======================================', '')
  lines.push(
    [
      right('Start', 7),
      right('End', 7),
      right('Strand', 7),
      'Enzyme_name',
      'Restriction_site',
      '5prime',
      '3prime',
      right('5frag', 6),
      right('3frag', 6),
      '5primerev',
      '3primerev',
      '5fragrev',
      '3fragrev',
    ].join(' '),
  )
  for (const h of result.hits)
    lines.push(
      [
        right(h.start, 7),
        right(h.end, 7),
        right(h.forward ? '+' : '-', 7),
        left(h.enzyme, 11),
        left(h.site, 16),
        right(h.cut1, 6),
        right(h.cut2, 6),
        right(dot(h.len1), 6),
        right(dot(h.len2), 6),
        right(dot(h.cut3), 9),
        right(dot(h.cut4), 9),
        right(dot(h.len3), 8),
        right(dot(h.len4), 8),
      ].join(' '),
    )
  lines.push('', '#---------------------------------------')
  if (result.fragments) {
    lines.push('#', '# Fragment lengths:', ...result.fragments.map((value) => `#     ${value}`), '#')
  }
  lines.push('#---------------------------------------')
  return lines.join('\n') + '\n'
}

/** The totals restrict writes after the last sequence. */
export function restrictReportEnd(sequences: number, totalLength: number, reported: number, hitCount: number): string {
  return [
    '',
    '#---------------------------------------',
    `# Total_sequences: ${sequences}`,
    `# Total_length: ${totalLength}`,
    `# Reported_sequences: ${reported}`,
    `# Reported_hitcount: ${hitCount}`,
    '#---------------------------------------',
    '',
  ].join('\n')
}
