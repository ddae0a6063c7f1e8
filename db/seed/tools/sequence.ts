import { readFileSync } from 'node:fs'
import type { FormField } from '../../../core/tools'
import type { ToolDefinition } from './types'

/*
 * The predefined sequence tools (tool type 2, category `sequence`): sequences are pasted into a
 * text area (the FASTQ tool also takes a file), within the spec's limits (spec 01 §5, §9). The
 * executors live in jobs/tools/sequence/ under the same script class names and compute with
 * analysis/sequence/, whose results equal EMBOSS 6.6.0's (revseq, transeq, geecee, seqret, needle,
 * water, fuzznuc, getorf). The demos paste real sequences kept in each tool's demo folder.
 */

/** Spec 01 §5/§9 text limits; the executors check the same numbers (jobs/tools/sequence/shared.ts). */
const GENERAL_LIMIT = 500_000
const FASTQ_LIMIT = 200_000
const ORF_LIMIT = 100_000
const PAIRWISE_LIMIT = 2_000
const MOTIF_SEQUENCE_LIMIT = 2_000
const MOTIF_PATTERN_LIMIT = 30

const paragraphs = (...texts: string[]) => texts.join('\n\n')

function demoText(scriptClassName: string, fileName: string): string {
  return readFileSync(new URL(`./demo-files/${scriptClassName}/${fileName}`, import.meta.url), 'utf8')
}

function sequenceField(options: {
  key?: string
  label?: string
  labelEn?: string
  maxLength: number
  required?: boolean
  alphabet: 'nucleotide' | 'protein-or-nucleotide'
}): FormField {
  const limit = options.maxLength.toLocaleString('en-US')
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

const FASTA_INPUT_ZH =
  '输入：FASTA 格式（每条序列以“>名称 描述”标题行开头，其后为序列行），或不带标题的一条纯序列（名称记为 sequence）。序列中的空格、制表符与行号（如 GenBank 格式）会被忽略；其他非法字符会报错并指出行号与列号。'
const FASTA_INPUT_EN =
  'Input: FASTA (each sequence starts with a ">name description" header line followed by its residue lines), or one bare sequence without a header (named "sequence"). Spaces, tabs and position numbers (as in GenBank listings) are ignored; any other character outside the alphabet is reported with its line and column.'

const EMBOSS_DEMO_ZH = '示例数据来自 EMBOSS 6.6.0 测试数据（EMBL/UniProt 真实序列），见演示文件夹中的 README。'
const EMBOSS_DEMO_EN =
  "The demo uses real sequences from the EMBOSS 6.6.0 test data (EMBL/UniProt entries); see the demo folder's README."

const reverseComplement: ToolDefinition = {
  scriptClassName: 'ReverseComplement',
  title: '反向互补序列',
  titleEn: 'Reverse complement',
  description: '求核酸序列的反向互补、互补或反向序列，支持 IUPAC 简并碱基，结果可下载为 FASTA。',
  descriptionEn:
    'Reverse complement, complement or reverse of nucleotide sequences, IUPAC ambiguity codes included, downloadable as FASTA.',
  manual: paragraphs(
    '用途：得到 DNA/RNA 另一条链的序列，例如设计反向引物或比对反向读段。',
    FASTA_INPUT_ZH,
    '参数：操作——反向互补（默认）、仅互补、仅反向。互补规则：A↔T(U)、C↔G、R↔Y、K↔M、B↔V、D↔H，S、W、N 不变；保留大小写；含 U 而不含 T 的序列按 RNA 处理（A 的互补为 U）。',
    '结果：每条序列的名称、长度与结果序列预览；完整结果为 FASTA 文件（每行 60 个碱基）。结果与 EMBOSS revseq（及其 -noreverse、-nocomplement 选项）一致；唯一区别是 RNA 的互补保留 U，而 revseq 写 T。',
    EMBOSS_DEMO_ZH,
  ),
  manualEn: paragraphs(
    'Purpose: the sequence of the other DNA/RNA strand, e.g. to design a reverse primer or to compare reverse reads.',
    FASTA_INPUT_EN,
    'Parameters: operation, reverse complement (default), complement only or reverse only. Complements: A↔T(U), C↔G, R↔Y, K↔M, B↔V, D↔H; S, W and N stay; case is kept; a sequence with U and no T is RNA (A pairs with U).',
    "Result: each sequence's name, length and a preview of the result; the full result as a FASTA file (60 bases per line). The results equal EMBOSS revseq's (and its -noreverse and -nocomplement options), except that RNA keeps U where revseq writes T.",
    EMBOSS_DEMO_EN,
  ),
  category: 'sequence',
  tags: ['反向互补', 'reverse complement', 'DNA', 'FASTA'],
  toolType: 2,
  sort: 401,
  form: [
    sequenceField({ maxLength: GENERAL_LIMIT, alphabet: 'nucleotide' }),
    {
      key: 'operation',
      label: '操作',
      labelEn: 'Operation',
      type: 'select',
      required: true,
      defaultValue: 'reverse-complement',
      options: [
        { label: '反向互补', labelEn: 'Reverse complement', value: 'reverse-complement' },
        { label: '仅互补', labelEn: 'Complement only', value: 'complement' },
        { label: '仅反向', labelEn: 'Reverse only', value: 'reverse' },
      ],
    },
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
  manual: paragraphs(
    '用途：查看一段核酸在各读码框编码的蛋白，寻找没有终止密码子的长读码框。',
    FASTA_INPUT_ZH,
    '参数：读码框——全部六个（默认）、正向三个或反向三个。正向框 1、2、3 分别从第 1、2、3 个碱基读起；反向框 −1、−2、−3 按 EMBOSS 的定义读取反向链上与正向框 1、2、3 相同的三联体（结果名称后缀 _4、_5、_6）。末尾剩余的 1 个碱基译为 X；剩余 2 个碱基时，若第三位任意碱基都得到同一氨基酸则译为该氨基酸（如 GC → A），否则为 X。终止密码子写作 *。',
    '简并碱基：一个含简并碱基的密码子在其代表的所有密码子都编码同一氨基酸时译为该氨基酸（GCN → A，TAR → *，MGR → R），否则为 X。EMBOSS transeq 只处理第三位的简并，因此 MGR、YTR 等在 transeq 中为 X；除此之外结果与 transeq 完全一致。',
    '结果：表格列出每个读码框的蛋白长度、终止密码子数与最长无终止片段；全部翻译为 FASTA 文件。',
    EMBOSS_DEMO_ZH + '示例为人 fau mRNA（X65923），其编码区位于读码框 3。',
  ),
  manualEn: paragraphs(
    'Purpose: see the protein a nucleotide sequence encodes in each reading frame, and find long frames without stop codons.',
    FASTA_INPUT_EN,
    'Parameters: frames, all six (default), the three forward or the three reverse frames. Forward frames 1, 2, 3 start at bases 1, 2, 3; reverse frames −1, −2, −3 read, as EMBOSS defines them, the triplets of forward frames 1, 2, 3 on the reverse strand (named with the suffixes _4, _5, _6). One base left over at the end becomes X; two become the amino acid every third base would give (GC → A), else X. Stop codons are written *.',
    "Ambiguity codes: a codon with ambiguity codes becomes the amino acid all the codons it stands for encode (GCN → A, TAR → *, MGR → R), else X. EMBOSS transeq reads ambiguity only in the third base, so MGR or YTR are X there; otherwise the results equal transeq's.",
    'Result: a table with the length, the number of stop codons and the longest stretch without a stop of each frame; all translations as a FASTA file.',
    EMBOSS_DEMO_EN + ' The demo is the human fau mRNA (X65923), whose coding sequence lies in frame 3.',
  ),
  category: 'sequence',
  tags: ['翻译', 'translation', 'transeq', '读码框', 'reading frame'],
  toolType: 2,
  sort: 402,
  form: [
    sequenceField({ maxLength: GENERAL_LIMIT, alphabet: 'nucleotide' }),
    {
      key: 'frames',
      label: '读码框',
      labelEn: 'Frames',
      type: 'select',
      required: true,
      defaultValue: 'all',
      options: [
        { label: '全部六个', labelEn: 'All six', value: 'all' },
        { label: '正向 1、2、3', labelEn: 'Forward 1, 2, 3', value: 'forward' },
        { label: '反向 −1、−2、−3', labelEn: 'Reverse −1, −2, −3', value: 'reverse' },
      ],
    },
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
  manual: paragraphs(
    '用途：快速了解一组序列（如组装得到的 contig 或扩增子）的长度分布与 GC 含量。',
    FASTA_INPUT_ZH,
    'GC 含量：(G + C) / 序列长度。与 EMBOSS geecee 相同，简并碱基按其代表的碱基中 G、C 所占比例计入（S 计 1，N、R、Y、K、M 计 1/2，B、V 计 2/3，D、H 计 1/3，W 计 0）。结果与 geecee、infoseq 的 GC 值一致。',
    'N50：将序列按长度从长到短排列并累加，累计长度首次达到总长度一半时的那条序列的长度。',
    '结果：表 1 为每条序列的长度、A、C、G、T(U)、N、其他简并碱基数与 GC%；表 2 为汇总（序列数、总长、最短、最长、平均长度、N50、总体 GC%）；图为每条序列的 GC%（超过 100 条序列时改为 GC% 分布直方图）。',
    EMBOSS_DEMO_ZH,
  ),
  manualEn: paragraphs(
    'Purpose: a quick look at the lengths and GC content of a set of sequences, such as assembled contigs or amplicons.',
    FASTA_INPUT_EN,
    "GC content: (G + C) / length. As in EMBOSS geecee, an ambiguity code counts the share of its bases that are G or C (S 1; N, R, Y, K, M 1/2; B, V 2/3; D, H 1/3; W 0). The values equal geecee's and infoseq's.",
    'N50: with the sequences sorted from the longest, the length of the one at which the running total first reaches half of all bases.',
    'Result: table 1 gives each sequence’s length, its A, C, G, T(U), N and other ambiguity counts and GC%; table 2 the summary (count, total, shortest, longest and mean length, N50, overall GC%); the chart shows the GC% of each sequence (a histogram of GC% beyond 100 sequences).',
    EMBOSS_DEMO_EN,
  ),
  category: 'sequence',
  tags: ['GC 含量', 'GC content', 'N50', '序列统计', 'sequence statistics'],
  toolType: 2,
  sort: 403,
  form: [sequenceField({ maxLength: GENERAL_LIMIT, alphabet: 'nucleotide' })],
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
  manual: paragraphs(
    '用途：许多工具只接受 FASTA；转换时顺便确认质量编码与读段质量。',
    `输入：在文本框粘贴 FASTQ（至多 ${FASTQ_LIMIT.toLocaleString('en-US')} 个字符），或上传 .fastq、.fq、.txt 文件（也可为 gzip 压缩的 .gz；文件至多 10 MB，解压后至多 50 MB）。两者都提供时使用粘贴的文本。每条记录为“@名称 描述”、碱基行、以“+”开头的行、与碱基等长的质量行；碱基与质量可以折行。格式错误会报告行号。`,
    'Phred 编码判断（不依赖文件标注）：出现低于“@”的质量字符时只能是 Phred+33（Sanger、Illumina 1.8+）；字符都不低于“@”且出现高于“J”的字符时为 Phred+64（Illumina 1.3–1.7）；字符全在“@”到“J”之间时两种编码都可能，按更常见的 +33 处理并在结果中注明。',
    '结果：FASTA 文件（标题保留名称与描述，每行 60 个碱基，与 EMBOSS seqret 的输出相同）；汇总表（读段数、碱基数、长度范围、编码、质量字符范围、平均质量、Q20 与 Q30 碱基比例）；折线图为各位置的平均质量。',
    '示例数据：QIIME 2 插件 q2-dada2 测试数据中 Atacama 土壤样本 BAQ3473.3 的 100 条 MiSeq 正向读段（Phred+33）。',
  ),
  manualEn: paragraphs(
    'Purpose: many tools take FASTA only; converting is also a chance to check the quality encoding and the read quality.',
    `Input: paste FASTQ into the text box (at most ${FASTQ_LIMIT.toLocaleString('en-US')} characters) or upload a .fastq, .fq or .txt file (gzip-compressed .gz too; at most 10 MB, 50 MB uncompressed). When both are given the pasted text is used. Each record is "@name description", the bases, a line starting with "+", and as many quality characters as bases; bases and qualities may wrap. Format errors name the line.`,
    'Phred encoding, told from the data and never from a label: a quality character below "@" exists only in Phred+33 (Sanger, Illumina 1.8+); characters from "@" up that reach above "J" are Phred+64 (Illumina 1.3–1.7); when all lie between "@" and "J" both are possible, the far likelier +33 is used and the result says so.',
    'Result: the FASTA file (headers keep name and description, 60 bases per line, as EMBOSS seqret writes it); a summary table (reads, bases, length range, encoding, quality character range, mean quality, share of bases at Q20 and Q30 or better); a line chart of the mean quality at each position.',
    'Demo data: 100 MiSeq forward reads (Phred+33) of the Atacama soil sample BAQ3473.3 from the test data of the QIIME 2 plugin q2-dada2.',
  ),
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
      maxLength: FASTQ_LIMIT,
      help: `粘贴 FASTQ 读段，至多 ${FASTQ_LIMIT.toLocaleString('en-US')} 个字符；也可以改为上传文件。`,
      helpEn: `Paste FASTQ reads, at most ${FASTQ_LIMIT.toLocaleString('en-US')} characters; or upload a file instead.`,
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
  manual: paragraphs(
    '用途：比较两条蛋白或核酸序列，得到最优比对及其一致度。',
    `输入：两个文本框各粘贴一条序列（FASTA 或纯序列），每个至多 ${PAIRWISE_LIMIT.toLocaleString('en-US')} 个字符。`,
    '参数：比对方式——全局（needle：比对两条序列全长，两端的空位不罚分）或局部（water：只取得分最高的区段）；打分矩阵——自动（两条都是核酸时用 EDNAFULL，否则用 EBLOSUM62）、EBLOSUM62（蛋白）或 EDNAFULL（核酸，含简并碱基）；空位开放罚分（默认 10）与延伸罚分（默认 0.5）：长度为 L 的空位罚 开放 + (L − 1) × 延伸。与 EMBOSS 一样，罚分先取 16 位有效二进制位（如 0.3 实际为 0.30000305）。',
    '结果：表 1 为得分、比对长度、一致（相同残基）、相似（打分为正）与空位列数及百分比；表 2 为比对本身（每 50 列一段）；比对文件为 EMBOSS 的 srspair 格式，两条序列之间有标记行（| 相同，: 相似，. 不相似），与 needle/water 的输出逐字相同（程序标题行除外）。',
    EMBOSS_DEMO_ZH + '示例为人血红蛋白 α 与 β 链（needle 得分 292.5）。',
  ),
  manualEn: paragraphs(
    'Purpose: compare two protein or nucleotide sequences: the best alignment and how similar they are.',
    `Input: one sequence (FASTA or bare) in each of the two text boxes, at most ${PAIRWISE_LIMIT.toLocaleString('en-US')} characters each.`,
    'Parameters: mode, global (needle: both sequences end to end, end gaps free) or local (water: the best-scoring segment only); matrix, automatic (EDNAFULL when both sequences are nucleotides, else EBLOSUM62), EBLOSUM62 (proteins) or EDNAFULL (nucleotides with ambiguity codes); gap open penalty (default 10) and gap extension penalty (default 0.5): a gap of length L costs open + (L − 1) × extend. As EMBOSS does, the penalties are first rounded to 16 significant bits (0.3 is really 0.30000305).',
    "Result: table 1 gives the score, the alignment length and the identical, similar (positive score) and gap columns with their percentages; table 2 the alignment itself (50 columns per block); the alignment file is in EMBOSS's srspair format with a markup line between the sequences (| identical, : similar, . dissimilar), the same text needle or water writes (but for the program header).",
    EMBOSS_DEMO_EN + ' The demo aligns human haemoglobin α and β (needle scores 292.5).',
  ),
  category: 'sequence',
  tags: ['序列比对', 'pairwise alignment', 'needle', 'water', 'Needleman-Wunsch', 'Smith-Waterman'],
  toolType: 2,
  sort: 405,
  form: [
    sequenceField({
      key: 'sequence_a',
      label: '序列 A',
      labelEn: 'Sequence A',
      maxLength: PAIRWISE_LIMIT,
      alphabet: 'protein-or-nucleotide',
    }),
    sequenceField({
      key: 'sequence_b',
      label: '序列 B',
      labelEn: 'Sequence B',
      maxLength: PAIRWISE_LIMIT,
      alphabet: 'protein-or-nucleotide',
    }),
    {
      key: 'mode',
      label: '比对方式',
      labelEn: 'Mode',
      type: 'radio',
      required: true,
      defaultValue: 'global',
      options: [
        { label: '全局（Needleman-Wunsch，needle）', labelEn: 'Global (Needleman-Wunsch, needle)', value: 'global' },
        { label: '局部（Smith-Waterman，water）', labelEn: 'Local (Smith-Waterman, water)', value: 'local' },
      ],
    },
    {
      key: 'matrix',
      label: '打分矩阵',
      labelEn: 'Scoring matrix',
      type: 'select',
      required: true,
      defaultValue: 'auto',
      options: [
        {
          label: '自动（核酸 EDNAFULL，蛋白 EBLOSUM62）',
          labelEn: 'Automatic (EDNAFULL for nucleotides, EBLOSUM62 for proteins)',
          value: 'auto',
        },
        { label: 'EBLOSUM62（蛋白）', labelEn: 'EBLOSUM62 (proteins)', value: 'EBLOSUM62' },
        { label: 'EDNAFULL（核酸）', labelEn: 'EDNAFULL (nucleotides)', value: 'EDNAFULL' },
      ],
    },
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
  manual: paragraphs(
    '用途：寻找引物结合位点、转录因子结合位点、加尾信号等短基序，允许少量错配。',
    `输入：序列文本框至多 ${MOTIF_SEQUENCE_LIMIT.toLocaleString('en-US')} 个字符（FASTA，可含多条序列，或纯序列）；基序至多 ${MOTIF_PATTERN_LIMIT} 个字符。`,
    '基序写法：IUPAC 核苷酸码。A、C、G、T、U 只匹配自身；简并码匹配它所代表的碱基及其中的简并码（R 匹配 A、G、R；B 匹配 C、G、T、S、Y、K、B）；N 匹配任意字符。序列中的 N 只与基序中的 N 匹配。',
    '参数：允许错配数（0 至 10，须小于基序长度）；是否同时搜索反向链。每个错配数不超过上限的位置都会报告，重叠的命中也会列出。',
    '结果：命中表（序列、起点、终点、链、错配数、命中序列）。反向链命中的位置按正向链坐标给出，命中序列为反向互补链上的读法。结果与 EMBOSS fuzznuc -pattern … -pmismatch … -complement 相同。',
    EMBOSS_DEMO_ZH + '示例在人 fau mRNA 中搜索加尾信号 AATAAA（允许 1 个错配，双链）。',
  ),
  manualEn: paragraphs(
    'Purpose: find short motifs such as primer sites, transcription factor sites or polyadenylation signals, allowing a few mismatches.',
    `Input: the sequence box takes at most ${MOTIF_SEQUENCE_LIMIT.toLocaleString('en-US')} characters (FASTA, several sequences allowed, or a bare sequence); the motif at most ${MOTIF_PATTERN_LIMIT} characters.`,
    'Motif letters: IUPAC nucleotide codes. A, C, G, T and U match only themselves; an ambiguity code matches the bases it stands for and the codes within it (R matches A, G and R; B matches C, G, T, S, Y, K and B); N matches anything. An N in the sequence matches only an N in the motif.',
    'Parameters: mismatches allowed (0 to 10, fewer than the motif is long); whether to search the reverse strand as well. Every position within the mismatch limit is reported, overlapping hits included.',
    'Result: the hits (sequence, start, end, strand, mismatches, matched bases). Reverse-strand hits are given in forward-strand positions, their bases as read on the reverse strand. The hits equal EMBOSS fuzznuc -pattern … -pmismatch … -complement.',
    EMBOSS_DEMO_EN +
      ' The demo searches the human fau mRNA for the polyadenylation signal AATAAA with one mismatch on both strands.',
  ),
  category: 'sequence',
  tags: ['基序', 'motif', 'fuzznuc', 'IUPAC', '错配', 'mismatch'],
  toolType: 2,
  sort: 406,
  form: [
    sequenceField({ maxLength: MOTIF_SEQUENCE_LIMIT, alphabet: 'nucleotide' }),
    {
      key: 'pattern',
      label: '基序',
      labelEn: 'Motif',
      type: 'text',
      required: true,
      maxLength: MOTIF_PATTERN_LIMIT,
      help: `IUPAC 核苷酸码，至多 ${MOTIF_PATTERN_LIMIT} 个字符，例如 TATAWAWR。`,
      helpEn: `IUPAC nucleotide codes, at most ${MOTIF_PATTERN_LIMIT} characters, e.g. TATAWAWR.`,
    },
    {
      key: 'mismatches',
      label: '允许错配数',
      labelEn: 'Mismatches allowed',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      max: 10,
      step: 1,
    },
    {
      key: 'reverse_strand',
      label: '同时搜索反向链',
      labelEn: 'Search the reverse strand too',
      type: 'checkbox',
      defaultValue: true,
    },
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
  manual: paragraphs(
    '用途：在新序列中寻找可能的蛋白编码区。',
    FASTA_INPUT_ZH + `至多 ${ORF_LIMIT.toLocaleString('en-US')} 个字符。`,
    '参数：ORF 类型——起始到终止密码子的翻译（默认，getorf -find 1）、起始到终止的核酸序列（-find 3）、终止到终止的翻译（-find 0）或核酸序列（-find 2）；最短长度（核酸数，默认 30；蛋白结果按 长度 ÷ 3 个氨基酸计）；链——双链、仅正向或仅反向；起始密码子——仅 ATG（EMBOSS 默认的表 0）或 NCBI 表 1 的 ATG、TTG、CTG。遗传密码为标准密码（NCBI 表 1）。',
    'ORF 的界定与 getorf 相同：ORF 结束于终止密码子之前的碱基（终止密码子不计入）；到序列末端仍未终止的 ORF 截止到最后一个完整密码子；以起始密码子开始的蛋白第一个氨基酸记为 M。反向链 ORF 的位置按正向链坐标给出（起点大于终点）。',
    '结果：ORF 表（名称、链、读码框、起点、终点、核酸长度、氨基酸长度、序列预览）；散点图为各 ORF 的起点与长度；FASTA 文件的标题与 getorf 相同（“名称 [起点 - 终点] (REVERSE SENSE) 描述”）。',
    EMBOSS_DEMO_ZH + '示例为铜绿假单胞菌 amiC/amiR 基因（X13776），其中 1289–1876 的 ORF 即 amiR 基因。',
  ),
  manualEn: paragraphs(
    'Purpose: find candidate protein-coding regions in a new sequence.',
    FASTA_INPUT_EN + ` At most ${ORF_LIMIT.toLocaleString('en-US')} characters.`,
    'Parameters: ORF type, start to stop codon translated (default, getorf -find 1), start to stop as nucleotides (-find 3), stop to stop translated (-find 0) or as nucleotides (-find 2); minimum length in nucleotides (default 30; protein results count length ÷ 3 residues); strands, both, forward only or reverse only; start codons, ATG only (EMBOSS’s default table 0) or NCBI table 1’s ATG, TTG and CTG. The genetic code is the standard code (NCBI table 1).',
    'ORFs are bounded as getorf bounds them: an ORF ends at the base before its stop codon (the stop is not included); one still open at the end of the sequence ends at the last whole codon; a protein starting at a start codon begins with M. Reverse-strand ORFs are given in forward-strand positions (start greater than end).',
    'Result: the ORF table (name, strand, frame, start, end, length in nucleotides and residues, a preview of the sequence); a scatter chart of each ORF’s start and length; a FASTA file with getorf’s headers ("name [start - end] (REVERSE SENSE) description").',
    EMBOSS_DEMO_EN +
      ' The demo is the Pseudomonas aeruginosa amiC/amiR region (X13776); its ORF at 1289–1876 is the amiR gene.',
  ),
  category: 'sequence',
  tags: ['ORF', '开放阅读框', 'open reading frame', 'getorf'],
  toolType: 2,
  sort: 407,
  form: [
    sequenceField({ maxLength: ORF_LIMIT, alphabet: 'nucleotide' }),
    {
      key: 'find',
      label: 'ORF 类型',
      labelEn: 'ORF type',
      type: 'select',
      required: true,
      defaultValue: '1',
      options: [
        {
          label: '起始到终止密码子，翻译为蛋白（getorf -find 1）',
          labelEn: 'Start to stop codon, translated (getorf -find 1)',
          value: '1',
        },
        {
          label: '起始到终止密码子，核酸序列（-find 3）',
          labelEn: 'Start to stop codon, nucleotides (-find 3)',
          value: '3',
        },
        {
          label: '终止到终止密码子，翻译为蛋白（-find 0）',
          labelEn: 'Stop to stop codon, translated (-find 0)',
          value: '0',
        },
        {
          label: '终止到终止密码子，核酸序列（-find 2）',
          labelEn: 'Stop to stop codon, nucleotides (-find 2)',
          value: '2',
        },
      ],
    },
    {
      key: 'min_length',
      label: '最短长度（核酸数）',
      labelEn: 'Minimum length (nucleotides)',
      type: 'number',
      required: true,
      defaultValue: 30,
      min: 3,
      max: ORF_LIMIT,
      step: 1,
    },
    {
      key: 'strands',
      label: '链',
      labelEn: 'Strands',
      type: 'select',
      required: true,
      defaultValue: 'both',
      options: [
        { label: '双链', labelEn: 'Both', value: 'both' },
        { label: '仅正向链', labelEn: 'Forward only', value: 'forward' },
        { label: '仅反向链', labelEn: 'Reverse only', value: 'reverse' },
      ],
    },
    {
      key: 'start_codons',
      label: '起始密码子',
      labelEn: 'Start codons',
      type: 'select',
      required: true,
      defaultValue: 'atg',
      options: [
        { label: '仅 ATG', labelEn: 'ATG only', value: 'atg' },
        { label: 'ATG、TTG、CTG（NCBI 表 1）', labelEn: 'ATG, TTG, CTG (NCBI table 1)', value: 'ncbi1' },
      ],
    },
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
