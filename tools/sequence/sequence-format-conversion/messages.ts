import { defineMessages } from '../../kit/messages'

export const text = defineMessages('SequenceFormatConversion', {
  records: { zh: '序列记录', en: 'Sequence records' },
  name: { zh: '标识符', en: 'Identifier' },
  accession: { zh: '登录号', en: 'Accession' },
  version: { zh: '版本', en: 'Version' },
  length: { zh: '长度（bp）', en: 'Length (bp)' },
  type: { zh: '类型', en: 'Type' },
  description: { zh: '描述', en: 'Description' },
  dna: { zh: 'DNA', en: 'DNA' },
  rna: { zh: 'RNA', en: 'RNA' },
  fasta: { zh: 'FASTA', en: 'FASTA' },
  embl: { zh: 'EMBL', en: 'EMBL' },
  genbank: { zh: 'GenBank', en: 'GenBank' },
  note: {
    zh: '以 {{input}} 格式读入 {{records}} 条序列（共 {{bases}} bp），写入 {{files}}。',
    en: '{{records}} sequence(s) ({{bases}} bp) read as {{input}} and written to {{files}}.',
  },
  dropped: {
    zh: 'EMBL/GenBank 条目的特征表、文献、关键词与物种信息不予转换，只保留标识符、登录号、版本、描述与序列。',
    en: 'Features, references, keywords and taxonomy of EMBL or GenBank entries are not carried over: only the identifier, accessions, version, description and residues are.',
  },
})
