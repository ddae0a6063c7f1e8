import chardet from 'chardet'

/*
 * Which encoding a user's text file is in: one rule for the server, which decodes the whole file
 * with iconv-lite, and the browser, which reads a chosen table's header with TextDecoder before
 * anything is uploaded. No Node API here, so the browser bundle takes this module as it is.
 */

/** The spec samples the first 1000 bytes to detect an encoding. */
export const ENCODING_SAMPLE_BYTES = 1000

/**
 * The encodings chardet may report that both iconv-lite and the browsers' TextDecoder decode (not
 * UTF-32 nor ISO-2022-KR/CN, which TextDecoder lacks, nor ISO-2022-JP, which iconv-lite lacks); a
 * guess outside it gives way to the next one.
 */
export const DECODABLE_ENCODINGS: ReadonlySet<string> = new Set([
  'Big5',
  'EUC-JP',
  'EUC-KR',
  'GB18030',
  'ISO-8859-1',
  'ISO-8859-2',
  'ISO-8859-5',
  'ISO-8859-6',
  'ISO-8859-7',
  'ISO-8859-8',
  'ISO-8859-9',
  'KOI8-R',
  'Shift_JIS',
  'UTF-16BE',
  'UTF-16LE',
  'windows-1250',
  'windows-1251',
  'windows-1252',
  'windows-1253',
  'windows-1254',
  'windows-1255',
  'windows-1256',
])

export interface DetectedEncoding {
  /** As the platform reports it: `UTF-8`, `UTF-8-BOM`, `UTF-16LE`, `GB18030`, … */
  name: string
  /** The label both iconv-lite and TextDecoder take for it. */
  label: string
  /** Bytes of a byte-order mark at the start, which the text leaves out. */
  bomLength: number
}

const BYTE_ORDER_MARKS: readonly { bytes: readonly number[]; name: string; label: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], name: 'UTF-8-BOM', label: 'utf-8' },
  { bytes: [0xff, 0xfe], name: 'UTF-16LE', label: 'utf-16le' },
  { bytes: [0xfe, 0xff], name: 'UTF-16BE', label: 'utf-16be' },
]

const UTF8: DetectedEncoding = { name: 'UTF-8', label: 'utf-8', bomLength: 0 }

/**
 * A byte-order mark decides when present; a sample that is valid UTF-8 is UTF-8 (chardet calls pure
 * ASCII "ISO-8859-1", which would garble any UTF-8 after the sample); anything else is what chardet
 * finds most likely, UTF-8 when it finds nothing decodable.
 */
export function detectTextEncoding(bytes: Uint8Array): DetectedEncoding {
  const sample = bytes.subarray(0, ENCODING_SAMPLE_BYTES)
  const marked = BYTE_ORDER_MARKS.find((mark) => mark.bytes.every((byte, i) => sample[i] === byte))
  if (marked) return { name: marked.name, label: marked.label, bomLength: marked.bytes.length }
  if (decodesWhole(sample, 'utf-8')) return UTF8
  const name = mostLikelyEncoding(sample)
  return name === undefined ? UTF8 : { name, label: name, bomLength: 0 }
}

/**
 * chardet's statistics need more than a few Chinese characters: a mostly-ASCII GBK table scores
 * higher as ISO-8859-1 than as GB18030. Our users write GBK far more often than any other legacy
 * encoding, so GB18030 wins whenever chardet considers it and the sample decodes cleanly with it.
 */
function mostLikelyEncoding(sample: Uint8Array): string | undefined {
  const candidates = chardet.analyse(sample).filter((match) => DECODABLE_ENCODINGS.has(match.name))
  if (candidates.some((match) => match.name === 'GB18030') && decodesWhole(sample, 'gb18030')) return 'GB18030'
  return candidates[0]?.name
}

function decodesWhole(sample: Uint8Array, label: string): boolean {
  try {
    // `stream` keeps a multi-byte character cut by the sample boundary from counting as invalid.
    new TextDecoder(label, { fatal: true }).decode(sample, { stream: true })
    return true
  } catch {
    return false
  }
}
