import { ANALYSIS_CATEGORY } from '../../core/workflows'
import type { Database } from '../client'
import { workflows } from '../schema/workflows'

/**
 * The published cloud analysis workflows every installation starts with (spec 02 §2.2). Labels
 * are the technical terms a customer searches for, written the same in both languages.
 */
export const SEEDED_WORKFLOWS = [
  {
    categoryId: ANALYSIS_CATEGORY.microbiome,
    title: '16S rRNA 扩增子分析（微生物多样性）',
    titleEn: '16S rRNA amplicon analysis (microbial diversity)',
    description:
      '从细菌和古菌 16S rRNA 基因高变区的 OTU/ASV 丰度表出发：物种组成（各分类水平堆叠图、Top-N 热图）、Alpha 多样性（指数、组间检验、稀释曲线）、Beta 多样性（基于 Bray-Curtis 与 UniFrac 的 PCoA/NMDS、ANOSIM、PERMANOVA）、共有特征 Venn 图以及组间差异物种（LEfSe、Kruskal-Wallis）。',
    descriptionEn:
      'Starts from an OTU/ASV abundance table of the bacterial and archaeal 16S rRNA hypervariable regions: taxonomic composition (stacked bars at each rank, top-N heatmap), alpha diversity (indices, group tests, rarefaction curves), beta diversity (PCoA/NMDS on Bray-Curtis and UniFrac, ANOSIM, PERMANOVA), shared features (Venn) and taxa that differ between groups (LEfSe, Kruskal-Wallis).',
    labels: ['16S rRNA', 'Amplicon', 'OTU/ASV', 'Diversity'],
    isNew: true,
    sort: 1,
  },
  {
    categoryId: ANALYSIS_CATEGORY.microbiome,
    title: 'ITS 扩增子分析（真菌多样性）',
    titleEn: 'ITS amplicon analysis (fungal diversity)',
    description:
      '针对真菌核糖体 ITS1/ITS2 区的扩增子数据，分析真菌群落的物种组成、Alpha 与 Beta 多样性以及组间差异类群；分类注释基于 UNITE 等真菌参考库，因 ITS 长度变化大而不做系统发育树相关的 UniFrac 分析。',
    descriptionEn:
      'For amplicons of the fungal ribosomal ITS1/ITS2 region: community composition, alpha and beta diversity, and taxa that differ between groups, with taxonomy from fungal references such as UNITE; since ITS lengths vary widely, no tree-based UniFrac analysis is made.',
    labels: ['ITS', 'Amplicon', 'Fungi', 'Diversity'],
    isNew: false,
    sort: 2,
  },
  {
    categoryId: ANALYSIS_CATEGORY.dna,
    title: '宏基因组分析（鸟枪法测序）',
    titleEn: 'Shotgun metagenomic analysis',
    description:
      '对样本全部 DNA 的鸟枪法测序数据进行质控与去宿主后，给出从门到种的物种丰度谱和 KEGG、eggNOG、CAZy 等功能基因丰度，并比较样本间的物种与功能多样性及组间差异。',
    descriptionEn:
      'After quality control and host removal of shotgun reads from all DNA in the samples, profiles species abundance from phylum to species and functional gene abundance (KEGG, eggNOG, CAZy), then compares taxonomic and functional diversity between samples and groups.',
    labels: ['Metagenomics', 'Shotgun', 'KEGG', 'Function'],
    isNew: true,
    sort: 3,
  },
  {
    categoryId: ANALYSIS_CATEGORY.dna,
    title: '全基因组重测序分析',
    titleEn: 'Whole-genome resequencing analysis',
    description:
      '将个体的全基因组测序读段比对到参考基因组，检测 SNP、InDel 与结构变异并进行功能注释，可用于群体遗传结构、连锁分析与性状关联研究。',
    descriptionEn:
      'Aligns whole-genome reads of individuals to a reference genome, calls SNPs, InDels and structural variants and annotates their effects, for population structure, linkage and trait association studies.',
    labels: ['WGS', 'SNP', 'InDel', 'Variant'],
    isNew: false,
    sort: 4,
  },
  {
    categoryId: ANALYSIS_CATEGORY.rna,
    title: 'RNA-seq 转录组分析',
    titleEn: 'RNA-seq transcriptome analysis',
    description:
      '从转录组测序的基因表达计数表出发：样本表达分布与相关性、主成分分析、组间差异表达基因（倍数变化与 FDR 校正）、火山图与聚类热图，以及差异基因的 GO 与 KEGG 富集分析。',
    descriptionEn:
      'Starts from a gene count table of transcriptome sequencing: expression distributions and sample correlation, principal component analysis, genes differentially expressed between groups (fold change with FDR correction), volcano plots and clustered heatmaps, and GO and KEGG enrichment of the differential genes.',
    labels: ['RNA-seq', 'Transcriptome', 'DEG', 'Enrichment'],
    isNew: false,
    sort: 5,
  },
]

/**
 * Inserts the seeded workflows, active and published, into an empty catalogue. After the first
 * start staff own the rows: a workflow they rename must not come back as a duplicate, nor one they
 * delete come back at all.
 */
export async function seedWorkflows(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [anyWorkflow] = await tx.select({ id: workflows.id }).from(workflows).limit(1)
    if (anyWorkflow) return
    await tx
      .insert(workflows)
      .values(SEEDED_WORKFLOWS.map((workflow) => ({ ...workflow, isActive: true, isPublish: true })))
  })
}
