import { readFileSync } from 'node:fs'
import path from 'node:path'
import { toolDemoFolder } from '../../../tools/index'
import { checkbox, manualOf, numberField, radio, select, textField } from './builders'
import type { FormField } from '../../../core/tools'
import type { ToolDefinition } from './types'
import { SEQUENCE_TEXT_LIMITS } from '../../../core/tool-limits'

/*
 * The predefined sequence tools (tool type 2, category `sequence`): sequences are pasted into a
 * text area (the FASTQ tool also takes a file), within the spec's limits (spec 01 §5, §9). The
 * executors live in jobs/tools/sequence/ under the same script class names and compute with
 * analysis/sequence/, whose results equal EMBOSS 6.6.0's (revseq, transeq, geecee, seqret, needle,
 * water, fuzznuc, getorf). The demos paste real sequences kept in each tool's demo folder; the
 * manuals are in sequence/.
 */

const AREA = 'sequence'

/** A limit as the forms and manuals write it: 200,000. */
const written = (limit: number) => limit.toLocaleString('en-US')

function demoText(scriptClassName: string, fileName: string): string {
  return readFileSync(path.join(toolDemoFolder(scriptClassName), fileName), 'utf8')
}

function sequenceField(options: {
  key?: string
  label?: string
  labelEn?: string
  maxLength: number
  required?: boolean
  alphabet: 'nucleotide' | 'protein-or-nucleotide'
}): FormField {
  const limit = written(options.maxLength)
  const letters =
    options.alphabet === 'nucleotide'
      ? {
          zh: 'IUPAC 核苷酸码（ACGTU 与 RYSWKMBDHVN，大小写均可）',
          en: 'IUPAC nucleotide codes (ACGTU and RYSWKMBDHVN, either case)',
        }
      : { zh: '氨基酸字母或 IUPAC 核苷酸码', en: 'amino-acid letters or IUPAC nucleotide codes' }
  return {
    key: options.key ?? 'sequence',
    label: options.label ?? '序列',
    labelEn: options.labelEn ?? 'Sequences',
    type: 'textarea',
    required: options.required ?? true,
    maxLength: options.maxLength,
    help: `粘贴 FASTA（以“>名称”开头的标题行）或不带标题的纯序列，至多 ${limit} 个字符；允许 ${letters.zh}，空格与行号会被忽略。`,
    helpEn: `Paste FASTA (header lines starting with ">name") or a bare sequence, at most ${limit} characters; ${letters.en} are accepted, spaces and position numbers are ignored.`,
  }
}

const reverseComplement: ToolDefinition = {
  scriptClassName: 'ReverseComplement',
  title: '反向互补序列',
  titleEn: 'Reverse complement',
  description: '求核酸序列的反向互补、互补或反向序列，支持 IUPAC 简并碱基，结果可下载为 FASTA。',
  descriptionEn:
    'Reverse complement, complement or reverse of nucleotide sequences, IUPAC ambiguity codes included, downloadable as FASTA.',
  ...manualOf(AREA, 'reverse-complement'),
  category: 'sequence',
  tags: ['反向互补', 'reverse complement', 'DNA', 'FASTA'],
  toolType: 2,
  sort: 401,
  form: [
    sequenceField({ maxLength: SEQUENCE_TEXT_LIMITS.general, alphabet: 'nucleotide' }),
    select(
      'operation',
      '操作',
      'Operation',
      [
        ['reverse-complement', '反向互补', 'Reverse complement'],
        ['complement', '仅互补', 'Complement only'],
        ['reverse', '仅反向', 'Reverse only'],
      ],
      { defaultValue: 'reverse-complement', required: true },
    ),
  ],
  dataFiles: [],
  demo: {
    params: { sequence: demoText('ReverseComplement', 'nucleotides.fasta'), operation: 'reverse-complement' },
    files: {},
  },
}

const sixFrameTranslation: ToolDefinition = {
  scriptClassName: 'SixFrameTranslation',
  title: '六框翻译',
  titleEn: 'Translation in six frames',
  description: '按标准遗传密码（NCBI 表 1）把核酸序列翻译为六个读码框的蛋白序列，与 EMBOSS transeq -frame 6 一致。',
  descriptionEn:
    'Translates nucleotide sequences in all six reading frames with the standard genetic code (NCBI table 1), as EMBOSS transeq -frame 6 does.',
  ...manualOf(AREA, 'six-frame-translation'),
  category: 'sequence',
  tags: ['翻译', 'translation', 'transeq', '读码框', 'reading frame'],
  toolType: 2,
  sort: 402,
  form: [
    sequenceField({ maxLength: SEQUENCE_TEXT_LIMITS.general, alphabet: 'nucleotide' }),
    select(
      'frames',
      '读码框',
      'Frames',
      [
        ['all', '全部六个', 'All six'],
        ['forward', '正向 1、2、3', 'Forward 1, 2, 3'],
        ['reverse', '反向 −1、−2、−3', 'Reverse −1, −2, −3'],
      ],
      { defaultValue: 'all', required: true },
    ),
  ],
  dataFiles: [],
  demo: { params: { sequence: demoText('SixFrameTranslation', 'X65923.fasta'), frames: 'all' }, files: {} },
}

const sequenceStatistics: ToolDefinition = {
  scriptClassName: 'SequenceStatistics',
  title: 'GC 含量与序列统计',
  titleEn: 'GC content and sequence statistics',
  description:
    '统计每条核酸序列的长度、碱基组成与 GC 含量，以及序列数、总长、最短/最长/平均长度和 N50，并绘制 GC 含量柱状图。',
  descriptionEn:
    'Length, base composition and GC content of each nucleotide sequence, and the count, total, shortest, longest and mean length and N50 of the set, with a GC content bar chart.',
  ...manualOf(AREA, 'sequence-statistics'),
  category: 'sequence',
  tags: ['GC 含量', 'GC content', 'N50', '序列统计', 'sequence statistics'],
  toolType: 2,
  sort: 403,
  form: [sequenceField({ maxLength: SEQUENCE_TEXT_LIMITS.general, alphabet: 'nucleotide' })],
  dataFiles: [],
  demo: { params: { sequence: demoText('SequenceStatistics', 'nucleotides.fasta') }, files: {} },
}

const FASTQ_DEMO_FILE = 'BAQ3473.3_10_L001_R1_001.fastq'

const fastqToFasta: ToolDefinition = {
  scriptClassName: 'FastqToFasta',
  title: 'FASTQ 转 FASTA',
  titleEn: 'FASTQ to FASTA',
  description:
    '把 FASTQ 读段转换为可下载的 FASTA 文件，并根据质量字符的范围判断 Phred 编码（+33 或 +64），给出读段质量概况。',
  descriptionEn:
    'Converts FASTQ reads to a downloadable FASTA file, tells the Phred encoding (+33 or +64) from the range of the quality characters, and summarises read quality.',
  ...manualOf(AREA, 'fastq-to-fasta', { limit: written(SEQUENCE_TEXT_LIMITS.fastq) }),
  category: 'sequence',
  tags: ['FASTQ', 'FASTA', '格式转换', 'format conversion', 'Phred'],
  toolType: 2,
  sort: 404,
  form: [
    {
      key: 'fastq',
      label: 'FASTQ 文本',
      labelEn: 'FASTQ text',
      type: 'textarea',
      required: false,
      maxLength: SEQUENCE_TEXT_LIMITS.fastq,
      help: `粘贴 FASTQ 读段，至多 ${written(SEQUENCE_TEXT_LIMITS.fastq)} 个字符；也可以改为上传文件。`,
      helpEn: `Paste FASTQ reads, at most ${written(SEQUENCE_TEXT_LIMITS.fastq)} characters; or upload a file instead.`,
    },
  ],
  dataFiles: [
    {
      label: 'FASTQ 文件 (FASTQ file)',
      key: 'fastq_file',
      required: false,
      exampleFile: FASTQ_DEMO_FILE,
      fileTypes: ['fastq', 'fq', 'txt', 'gz'],
      fileSizeMb: 10,
      rules: [],
    },
  ],
  demo: { params: {}, files: { fastq_file: FASTQ_DEMO_FILE } },
}

const pairwiseAlignment: ToolDefinition = {
  scriptClassName: 'PairwiseAlignment',
  title: '双序列比对',
  titleEn: 'Pairwise alignment',
  description:
    '全局（Needleman-Wunsch）或局部（Smith-Waterman）双序列比对，仿射空位罚分，得分、一致度、相似度与空位与 EMBOSS needle/water 完全一致。',
  descriptionEn:
    'Global (Needleman-Wunsch) or local (Smith-Waterman) alignment of two sequences with affine gap penalties; score, identity, similarity and gaps exactly as EMBOSS needle and water give them.',
  ...manualOf(AREA, 'pairwise-alignment', { limit: written(SEQUENCE_TEXT_LIMITS.pairwise) }),
  category: 'sequence',
  tags: ['序列比对', 'pairwise alignment', 'needle', 'water', 'Needleman-Wunsch', 'Smith-Waterman'],
  toolType: 2,
  sort: 405,
  form: [
    sequenceField({
      key: 'sequence_a',
      label: '序列 A',
      labelEn: 'Sequence A',
      maxLength: SEQUENCE_TEXT_LIMITS.pairwise,
      alphabet: 'protein-or-nucleotide',
    }),
    sequenceField({
      key: 'sequence_b',
      label: '序列 B',
      labelEn: 'Sequence B',
      maxLength: SEQUENCE_TEXT_LIMITS.pairwise,
      alphabet: 'protein-or-nucleotide',
    }),
    radio(
      'mode',
      '比对方式',
      'Mode',
      [
        ['global', '全局（Needleman-Wunsch，needle）', 'Global (Needleman-Wunsch, needle)'],
        ['local', '局部（Smith-Waterman，water）', 'Local (Smith-Waterman, water)'],
      ],
      { defaultValue: 'global', required: true },
    ),
    select(
      'matrix',
      '打分矩阵',
      'Scoring matrix',
      [
        [
          'auto',
          '自动（核酸 EDNAFULL，蛋白 EBLOSUM62）',
          'Automatic (EDNAFULL for nucleotides, EBLOSUM62 for proteins)',
        ],
        ['EBLOSUM62', 'EBLOSUM62（蛋白）', 'EBLOSUM62 (proteins)'],
        ['EDNAFULL', 'EDNAFULL（核酸）', 'EDNAFULL (nucleotides)'],
      ],
      { defaultValue: 'auto', required: true },
    ),
    {
      key: 'gap_open',
      label: '空位开放罚分',
      labelEn: 'Gap open penalty',
      type: 'number',
      required: true,
      defaultValue: 10,
      min: 1,
      max: 100,
      help: '与 EMBOSS 相同，范围 1–100。',
      helpEn: 'From 1 to 100, as in EMBOSS.',
    },
    {
      key: 'gap_extend',
      label: '空位延伸罚分',
      labelEn: 'Gap extension penalty',
      type: 'number',
      required: true,
      defaultValue: 0.5,
      min: 0,
      max: 10,
      help: '与 EMBOSS 相同，范围 0–10。',
      helpEn: 'From 0 to 10, as in EMBOSS.',
    },
  ],
  dataFiles: [],
  demo: {
    params: {
      sequence_a: demoText('PairwiseAlignment', 'HBA_HUMAN.fasta'),
      sequence_b: demoText('PairwiseAlignment', 'HBB_HUMAN.fasta'),
      mode: 'global',
      matrix: 'auto',
      gap_open: 10,
      gap_extend: 0.5,
    },
    files: {},
  },
}

const fuzzyMotifSearch: ToolDefinition = {
  scriptClassName: 'FuzzyMotifSearch',
  title: '模糊基序搜索',
  titleEn: 'Fuzzy motif search',
  description: '在核酸序列中搜索允许错配的基序（支持 IUPAC 简并码），可同时搜索反向链，结果与 EMBOSS fuzznuc 一致。',
  descriptionEn:
    'Searches nucleotide sequences for a motif with a number of mismatches allowed (IUPAC codes welcome), on one or both strands, as EMBOSS fuzznuc does.',
  ...manualOf(AREA, 'fuzzy-motif-search', {
    sequenceLimit: written(SEQUENCE_TEXT_LIMITS.motifSequence),
    patternLimit: written(SEQUENCE_TEXT_LIMITS.motifPattern),
  }),
  category: 'sequence',
  tags: ['基序', 'motif', 'fuzznuc', 'IUPAC', '错配', 'mismatch'],
  toolType: 2,
  sort: 406,
  form: [
    sequenceField({ maxLength: SEQUENCE_TEXT_LIMITS.motifSequence, alphabet: 'nucleotide' }),
    textField(
      'pattern',
      '基序',
      'Motif',
      { maxLength: SEQUENCE_TEXT_LIMITS.motifPattern, required: true },
      {
        zh: `IUPAC 核苷酸码，至多 ${SEQUENCE_TEXT_LIMITS.motifPattern} 个字符，例如 TATAWAWR。`,
        en: `IUPAC nucleotide codes, at most ${SEQUENCE_TEXT_LIMITS.motifPattern} characters, e.g. TATAWAWR.`,
      },
    ),
    numberField('mismatches', '允许错配数', 'Mismatches allowed', {
      min: 0,
      max: 10,
      step: 1,
      defaultValue: 0,
      required: true,
    }),
    checkbox('reverse_strand', '同时搜索反向链', 'Search the reverse strand too', true),
  ],
  dataFiles: [],
  demo: {
    params: {
      sequence: demoText('FuzzyMotifSearch', 'X65923.fasta'),
      pattern: 'AATAAA',
      mismatches: 1,
      reverse_strand: true,
    },
    files: {},
  },
}

const orfFinder: ToolDefinition = {
  scriptClassName: 'OrfFinder',
  title: 'ORF 查找',
  titleEn: 'ORF finder',
  description:
    '在核酸序列的两条链上查找开放阅读框（起始到终止密码子，或终止到终止），给出 ORF 表、长度分布图与可下载的 FASTA，结果与 EMBOSS getorf 一致。',
  descriptionEn:
    'Finds open reading frames on both strands (start to stop codon, or stop to stop), with an ORF table, a length chart and a downloadable FASTA, as EMBOSS getorf does.',
  ...manualOf(AREA, 'orf-finder', { limit: written(SEQUENCE_TEXT_LIMITS.orf) }),
  category: 'sequence',
  tags: ['ORF', '开放阅读框', 'open reading frame', 'getorf'],
  toolType: 2,
  sort: 407,
  form: [
    sequenceField({ maxLength: SEQUENCE_TEXT_LIMITS.orf, alphabet: 'nucleotide' }),
    select(
      'find',
      'ORF 类型',
      'ORF type',
      [
        ['1', '起始到终止密码子，翻译为蛋白（getorf -find 1）', 'Start to stop codon, translated (getorf -find 1)'],
        ['3', '起始到终止密码子，核酸序列（-find 3）', 'Start to stop codon, nucleotides (-find 3)'],
        ['0', '终止到终止密码子，翻译为蛋白（-find 0）', 'Stop to stop codon, translated (-find 0)'],
        ['2', '终止到终止密码子，核酸序列（-find 2）', 'Stop to stop codon, nucleotides (-find 2)'],
      ],
      { defaultValue: '1', required: true },
    ),
    numberField('min_length', '最短长度（核酸数）', 'Minimum length (nucleotides)', {
      min: 3,
      max: SEQUENCE_TEXT_LIMITS.orf,
      step: 1,
      defaultValue: 30,
      required: true,
    }),
    select(
      'strands',
      '链',
      'Strands',
      [
        ['both', '双链', 'Both'],
        ['forward', '仅正向链', 'Forward only'],
        ['reverse', '仅反向链', 'Reverse only'],
      ],
      { defaultValue: 'both', required: true },
    ),
    select(
      'start_codons',
      '起始密码子',
      'Start codons',
      [
        ['atg', '仅 ATG', 'ATG only'],
        ['ncbi1', 'ATG、TTG、CTG（NCBI 表 1）', 'ATG, TTG, CTG (NCBI table 1)'],
      ],
      { defaultValue: 'atg', required: true },
    ),
  ],
  dataFiles: [],
  demo: {
    params: {
      sequence: demoText('OrfFinder', 'X13776.fasta'),
      find: '1',
      min_length: 30,
      strands: 'both',
      start_codons: 'atg',
    },
    files: {},
  },
}

export const sequenceTools: ToolDefinition[] = [
  reverseComplement,
  sixFrameTranslation,
  sequenceStatistics,
  fastqToFasta,
  pairwiseAlignment,
  fuzzyMotifSearch,
  orfFinder,
]
