/**
 * The microbial diversity report template's texts (spec 02 §3 report template), in Chinese and
 * English: the experiment and analysis process, the project introduction, the notice, and an
 * introduction per analysis item saying what its charts show and how to read them.
 */

export const EXPERIMENT_PROCESS = {
  zh: `<p>扩增子测序从样本的总 DNA 出发，扩增 16S rRNA 基因（细菌与古菌）或 ITS 区（真菌）的高变区，对扩增产物建库测序。</p>
<ol>
<li><strong>样本与 DNA 提取</strong>：样本低温运输、到样后登记；用试剂盒提取总 DNA，以琼脂糖凝胶电泳和荧光定量检测其完整性与浓度。</li>
<li><strong>PCR 扩增</strong>：以带样本条形码（barcode）的通用引物扩增目标区（例如 16S V4 区的 515F/806R），每个样本设重复并设阴性对照。</li>
<li><strong>文库构建与质检</strong>：扩增产物纯化、定量后等量混合，构建测序文库，检测插入片段大小与文库浓度。</li>
<li><strong>上机测序</strong>：在 Illumina 平台进行双端测序；按条形码拆分各样本的读段。</li>
</ol>
<p>测序数据经去接头、质量过滤、双端拼接与去嵌合后，聚类为 OTU 或去噪为 ASV，并与参考数据库比对得到分类注释，形成本报告分析所用的特征丰度表。</p>`,
  en: `<p>Amplicon sequencing starts from each sample's total DNA: a hypervariable region of the 16S rRNA gene (bacteria and archaea) or of the ITS region (fungi) is amplified, and the amplicons are sequenced.</p>
<ol>
<li><strong>Samples and DNA extraction</strong>: samples travel cold and are logged on arrival; total DNA is extracted with a kit and checked for integrity and concentration by agarose gel electrophoresis and fluorometry.</li>
<li><strong>PCR amplification</strong>: the target region (for example the 16S V4 region with primers 515F/806R) is amplified with barcoded universal primers, in replicate, with negative controls.</li>
<li><strong>Library preparation and QC</strong>: amplicons are purified, quantified and pooled in equal amounts into a sequencing library, whose insert size and concentration are checked.</li>
<li><strong>Sequencing</strong>: paired-end sequencing on an Illumina platform; reads are split into samples by their barcodes.</li>
</ol>
<p>Adapters are trimmed, reads are quality-filtered, merged and cleared of chimeras, then clustered into OTUs or denoised into ASVs and classified against a reference database: the feature table this report analyses.</p>`,
}

export const ANALYSIS_PROCESS = {
  zh: `<p>平台对特征丰度表（附分类注释、样本信息与系统发育树）依次进行以下分析，每项分析都直接读取上传的数据集：</p>
<ol>
<li><strong>质控</strong>：统计每个样本的读段数、观测特征数、单例数与 Good's 覆盖度，按质控规则判定通过、警告或失败。</li>
<li><strong>物种组成</strong>：门、纲、目、科、属水平的相对丰度堆叠图，属水平丰度热图。</li>
<li><strong>Alpha 多样性</strong>：多样性指数及组间检验，稀释曲线。</li>
<li><strong>Beta 多样性</strong>：Bray-Curtis 与 UniFrac 距离上的 PCoA、NMDS、样本聚类树，PERMANOVA 与 ANOSIM 检验。</li>
<li><strong>共有与特有物种</strong>：各组共有与特有特征的韦恩图与 UpSet 图。</li>
<li><strong>差异分析</strong>：LEfSe 差异物种，属水平 Kruskal-Wallis 检验与 FDR 校正。</li>
</ol>
<p>各分析的方法与参数见“分析方法”一节；所有结果可在项目页面中按其他分组方案重新分析。</p>`,
  en: `<p>The platform analyses the feature table (with its taxonomy, sample information and phylogenetic tree) in the following steps, each reading the uploaded dataset:</p>
<ol>
<li><strong>QC</strong>: reads, observed features, singletons and Good's coverage per sample, each sample judged pass, warn or fail by the QC rule.</li>
<li><strong>Taxonomy composition</strong>: stacked relative abundances at the phylum, class, order, family and genus ranks, and a genus heatmap.</li>
<li><strong>Alpha diversity</strong>: diversity indices with group tests, and rarefaction curves.</li>
<li><strong>Beta diversity</strong>: PCoA, NMDS and a sample clustering tree on Bray-Curtis and UniFrac distances, with PERMANOVA and ANOSIM.</li>
<li><strong>Shared features</strong>: Venn and UpSet diagrams of the features groups share or hold alone.</li>
<li><strong>Differential abundance</strong>: LEfSe, and Kruskal-Wallis tests with FDR at the genus rank.</li>
</ol>
<p>The Methods section gives each analysis's method and parameters; on the project page every result can be computed again with another grouping.</p>`,
}

export const PROJECT_INTRODUCTION = {
  zh: `<p>本项目通过扩增子测序研究各样本的微生物群落组成与多样性，比较不同分组之间群落结构的差异，并寻找组间丰度差异显著的类群。下表为项目的基本信息。</p>`,
  en: `<p>This project studies the composition and diversity of each sample's microbial community by amplicon sequencing, compares community structure between groups, and looks for taxa whose abundance differs between groups. The table below gives the project's base information.</p>`,
}

export const NOTICE = {
  zh: `<p>本报告的结果由平台根据项目数据自动计算。统计检验的显著性受样本量与分组设计影响，请结合实验背景解读；如需调整分组或过滤条件，可在项目页面重新分析后再次下载报告。</p>`,
  en: `<p>The results in this report are computed by the platform from the project's data. The significance of a statistical test depends on the sample size and the grouping; read it against the experiment's background. To change the grouping or the filters, analyse again on the project page and download the report again.</p>`,
}

/** Report introduction of each analysis item, by the item's tool (script class name). */
export const ITEM_INTRODUCTIONS: Record<string, { zh: string; en: string }> = {
  TaxonomyComposition: {
    zh: '<p>堆叠柱状图展示各分类水平上丰度最高的类群在每个样本中的相对丰度；柱的高度之和为 100%，颜色相同即同一类群。</p>',
    en: '<p>The stacked bars show the relative abundance of the most abundant taxa at each rank in every sample; each bar sums to 100% and a colour is one taxon.</p>',
  },
  TaxonomyHeatmap: {
    zh: '<p>热图展示属水平丰度最高的 30 个类群（行）在各样本（列）中的相对丰度（log10 标度），颜色越深丰度越高。</p>',
    en: '<p>The heatmap shows the relative abundance (log10 scale) of the 30 most abundant genera (rows) in every sample (columns); the darker, the more abundant.</p>',
  },
  AlphaDiversity: {
    zh: '<p>Alpha 多样性指数描述单个样本内的丰富度（观测特征数、Chao1、ACE）与均匀度（Shannon、Simpson、Pielou）；箱线图比较各组，表中给出每个样本的指数与组间检验的 p 值。</p>',
    en: "<p>Alpha diversity indices describe richness (observed features, Chao1, ACE) and evenness (Shannon, Simpson, Pielou's evenness) within a sample; the box plots compare the groups and the tables give each sample's indices and the group tests' p-values.</p>",
  },
  RarefactionCurves: {
    zh: '<p>稀释曲线给出随机抽取不同数量读段时的期望观测特征数；曲线趋于平缓说明测序深度足以覆盖样本中的大部分特征。</p>',
    en: '<p>Rarefaction curves give the expected number of observed features when reads are subsampled to each depth; a curve that levels off shows the sequencing was deep enough to find most features.</p>',
  },
  BetaDiversityPCoA: {
    zh: '<p>主坐标分析把样本间距离投影到前两个主坐标上，坐标轴标注其解释的变异比例；点越近群落越相似。PERMANOVA 与 ANOSIM 检验分组是否解释样本间差异。</p>',
    en: '<p>Principal coordinates analysis projects the distances between samples onto the first two axes, each labelled with the share of variation it explains; the closer two points, the more alike the communities. PERMANOVA and ANOSIM test whether the grouping explains the differences.</p>',
  },
  NMDSPlot: {
    zh: '<p>非度量多维尺度分析在二维平面上尽量保持样本间距离的排序；应力值（stress）低于 0.2 时排序结果可较好地代表原始距离。</p>',
    en: '<p>Non-metric multidimensional scaling places the samples on a plane keeping the rank order of their distances; a stress below 0.2 means the plot represents the distances well.</p>',
  },
  SampleClusteringTree: {
    zh: '<p>样本聚类树以 UPGMA 法对样本间距离做层次聚类；同一分支上的样本群落组成相近，分支长度表示距离。</p>',
    en: '<p>The sample clustering tree clusters the samples by their distances with UPGMA; samples on one branch have similar communities, and branch lengths are distances.</p>',
  },
  SharedFeatures: {
    zh: '<p>韦恩图与 UpSet 图展示各组共有与特有的特征数；UpSet 图的每一列是一个交集，下方的点表示参与该交集的组。</p>',
    en: '<p>The Venn and UpSet diagrams show how many features the groups share or hold alone; each UpSet column is one intersection, and the dots below it name the groups in it.</p>',
  },
  LefseLDA: {
    zh: '<p>LEfSe 找出组间丰度差异显著的类群，并以 LDA 得分（log10）衡量其效应大小；条形颜色表示该类群富集的组。</p>',
    en: '<p>LEfSe finds the taxa whose abundance differs significantly between groups and measures each effect by its LDA score (log10); the bar colour is the group the taxon is enriched in.</p>',
  },
  DifferentialAbundance: {
    zh: '<p>属水平上对每个类群做 Kruskal-Wallis 检验并以 Benjamini-Hochberg 法校正，表中给出各组平均相对丰度、p 值与 q 值；q 值小于 0.05 的类群视为差异显著。</p>',
    en: '<p>At the genus rank each taxon is tested with the Kruskal-Wallis test and Benjamini-Hochberg correction; the table gives each group’s mean relative abundance, the p-value and the q-value; taxa with q below 0.05 differ significantly.</p>',
  },
}

/** Rows each result table shows in the report unless an item says otherwise. */
export const REPORT_TABLE_ROWS = 10
