/** The form fields the sequence tools share: a pasted sequence within the spec's limits, and the demo's pasted text. */
import type { Words } from '../kit/messages'
import { textParameter } from '../kit/parameters'
import { FIELD_LABELS } from './messages'
import type { TextField } from './shared'

/** The category of every sequence tool in the catalogue. */
export const SEQUENCE_CATEGORY = 'sequence'

/** A limit as the forms and manuals write it: 200,000. */
export const written = (limit: number) => limit.toLocaleString('en-US')

/** How a sequence field's help points at its file slot (sequence-files.ts). */
export const OR_FILE = {
  zh: '也可以在上方的数据文件中选择 FASTA、GenBank 或 EMBL 文件（同样的字符上限，按 FASTA 计）；选了文件就使用文件。',
  en: 'Or choose a FASTA, GenBank or EMBL file among the data files above (the same character limit, counted as FASTA); a chosen file is used instead of pasted text.',
}

/** A pasted-text field as the form shows it, kept as typed so errors name the lines the user sees. */
export function pastedTextParameter(
  field: TextField,
  settings: { type: 'text' | 'textarea'; required: boolean },
  help: Words,
) {
  const label = FIELD_LABELS[field.label]
  return textParameter(label.zh, label.en, { ...settings, maxLength: field.maxLength, trim: false }, help)
}

/** A text area of pasted sequences (FASTA or bare) in the letters of `alphabet`, within the field's limit. */
export function sequenceParameter(field: TextField, alphabet: 'nucleotide' | 'protein' | 'protein-or-nucleotide') {
  const limit = written(field.maxLength)
  const letters =
    alphabet === 'nucleotide'
      ? {
          zh: 'IUPAC 核苷酸码（ACGTU 与 RYSWKMBDHVN，大小写均可）',
          en: 'IUPAC nucleotide codes (ACGTU and RYSWKMBDHVN, either case)',
        }
      : alphabet === 'protein'
        ? {
            zh: '氨基酸单字母码（含 B、Z、X、J、U、O，大小写均可；* 终止符不计入）',
            en: 'one-letter amino-acid codes (B, Z, X, J, U and O included, either case; a * stop is not counted)',
          }
        : { zh: '氨基酸字母或 IUPAC 核苷酸码', en: 'amino-acid letters or IUPAC nucleotide codes' }
  return pastedTextParameter(
    field,
    // Not required on the form: a file chosen in the field's data slot stands in for it (sequence-files.ts).
    { type: 'textarea', required: false },
    {
      zh: `粘贴 FASTA（以“>名称”开头的标题行）或不带标题的纯序列，至多 ${limit} 个字符；允许 ${letters.zh}，空格与行号会被忽略。${OR_FILE.zh}`,
      en: `Paste FASTA (header lines starting with ">name") or a bare sequence, at most ${limit} characters; ${letters.en} are accepted, spaces and position numbers are ignored. ${OR_FILE.en}`,
    },
  )
}
