/**
 * The RNA-seq workflow's texts in Chinese and English: the rich-text groups of its project template
 * (methods, appendix, references) and its report template (experiment and analysis process, project
 * introduction, notice, an introduction per analysis item). The methods describe what the platform's
 * analysis library computes (analysis/expression), with the reference versions it is checked against.
 */
import type { ReportTemplateTexts } from './report-templates'

export const RNA_SEQ_METHODS_ZH = `<h2>分析方法</h2>
<h3>数据</h3>
<p>分析从基因计数表（行为基因，列为样本，值为比对到各基因的整数读数）与样本信息表出发。样本分组来自样本信息表中选定的分组列；比较哪两组由比较方案决定：每个“对照组—处理组”组合做一次差异表达分析，倍数变化为处理组相对对照组。</p>
<h3>质控</h3>
<p>每个样本统计总读数、检出基因数（计数大于零）等指标，按质控规则判定通过、警告或失败。</p>
<h3>表达分布与样本相关性</h3>
<p>用 TMM 方法（Robinson 与 Oshlack，2010）计算标准化因子，把计数换算为 log2 CPM（先验计数 2，与 edgeR 的 <code>cpm(y, log = TRUE)</code> 相同），以箱线图和密度曲线展示各样本的表达分布；样本间 Pearson 相关系数以热图展示。主成分分析取 log2 CPM 方差最大的 500 个基因，中心化后不缩放（与 DESeq2 的 plotPCA 相同）。</p>
<h3>差异表达（DESeq2 方法）</h3>
<p>按 DESeq2 1.38 的默认流程（Love 等，2014）：中位数比值法大小因子；Cox-Reid 校正轮廓似然估计基因离散度；参数化离散度趋势与最大后验收缩；负二项广义线性模型 Wald 检验；Cook 距离离群值规则；按标准化计数均值独立过滤；Benjamini-Hochberg 校正（Benjamini 与 Hochberg，1995）。样本 PCA 与热图使用盲法方差稳定化变换（vst）值。</p>
<h3>差异表达（edgeR 方法）</h3>
<p>按 edgeR 3.40（Robinson 等，2010；Lun 等，2016）：TMM 标准化，共同、趋势与逐基因离散度，拟似然负二项广义线性模型与拟似然 F 检验，Benjamini-Hochberg 校正。</p>
<h3>判定与作图</h3>
<p>校正 p 值小于 0.05 且 |log2 倍数变化| ≥ 1 的基因判为上调或下调。火山图以 log2 倍数变化为横轴、−log10 p 为纵轴；MA 图以标准化计数均值（对数轴）为横轴、log2 倍数变化为纵轴；显著基因热图展示校正 p 值最小的 50 个基因的行 Z 值，基因与样本按欧氏距离完全连接聚类。</p>
<h3>软件</h3>
<p>以上分析由平台自带的 TypeScript 分析库完成，其结果与 R 包 DESeq2 1.38 和 edgeR 3.40 本身逐一对照验证（大小因子与标准化因子误差 1e-9 以内，倍数变化、统计量与 p 值 1e-6 以内，显著基因相同）。</p>`

export const RNA_SEQ_METHODS_EN = `<h2>Methods</h2>
<h3>Data</h3>
<p>The analysis starts from a gene counts table (genes as rows, samples as columns, whole-number reads assigned to each gene) and a sample information table. Samples are grouped by the grouping column chosen from the sample table; the compare solution says which groups are compared: each control–treatment pair gets one differential expression analysis, fold changes being treatment over control.</p>
<h3>QC</h3>
<p>Each sample's total reads, detected genes (count above zero) and other metrics, each sample judged pass, warn or fail by the QC rule.</p>
<h3>Expression distribution and sample correlation</h3>
<p>TMM normalisation factors (Robinson and Oshlack, 2010) turn counts into log2 counts per million (prior count 2, as edgeR's <code>cpm(y, log = TRUE)</code>), whose distribution in each sample is shown as box plots and density curves; Pearson correlations between samples are shown as a heatmap. The principal component analysis takes the 500 genes of largest log2 CPM variance, centred and not scaled (as DESeq2's plotPCA).</p>
<h3>Differential expression (DESeq2 method)</h3>
<p>As DESeq2 1.38 by default (Love et al., 2014): median-of-ratios size factors; gene-wise dispersions by Cox-Reid adjusted profile likelihood; the parametric dispersion trend and maximum a posteriori shrinkage; the negative binomial GLM with a Wald test; Cook's distance outlier rules; independent filtering by the mean of normalised counts; Benjamini-Hochberg adjustment (Benjamini and Hochberg, 1995). The sample PCA and heatmaps use blind variance-stabilised (vst) values.</p>
<h3>Differential expression (edgeR method)</h3>
<p>As edgeR 3.40 (Robinson et al., 2010; Lun et al., 2016): TMM normalisation, common, trended and tagwise dispersions, the quasi-likelihood negative binomial GLM and its F test, Benjamini-Hochberg adjustment.</p>
<h3>Calling and charts</h3>
<p>Genes with an adjusted p-value below 0.05 and |log2 fold change| ≥ 1 are called up or down. The volcano plot shows log2 fold change against −log10 p; the MA plot log2 fold change against the mean of normalised counts (log axis); the heatmap the row z-scores of the 50 genes of smallest adjusted p-value, genes and samples clustered by Euclidean distance with complete linkage.</p>
<h3>Software</h3>
<p>These analyses run on the platform's own TypeScript analysis library, whose results are checked against the R packages DESeq2 1.38 and edgeR 3.40 themselves (size and normalisation factors to 1e-9; fold changes, statistics and p-values to 1e-6; the same genes called).</p>`

export const RNA_SEQ_APPENDIX_ZH = `<h2>附录</h2>
<h3>结果文件格式</h3>
<ul>
<li><strong>.tsv</strong>：制表符分隔的文本表格，首行为表头；可用 Excel、R（<code>read.delim</code>）或 Python（<code>pandas.read_csv(sep="\\t")</code>）打开。</li>
<li><strong>.png</strong>：图表的位图，可直接插入文档。</li>
<li><strong>differential_expression.tsv</strong>：差异表达结果，列为 <code>gene</code>、<code>base_mean</code>、<code>log2_fold_change</code>、<code>statistic</code>、<code>p_value</code>、<code>p_adjusted</code>，无值处为 NA；火山图与 MA 图工具可直接读取。</li>
</ul>
<h3>术语</h3>
<dl>
<dt>CPM</dt><dd>每百万读数计数（counts per million），按文库大小换算的表达量。</dd>
<dt>log2 倍数变化</dt><dd>处理组相对对照组表达量之比的以 2 为底的对数；1 即 2 倍。</dd>
<dt>校正 p 值（padj、FDR）</dt><dd>经 Benjamini-Hochberg 多重检验校正的 p 值，控制错误发现率。</dd>
<dt>离散度</dt><dd>负二项分布中超出泊松变异的部分，描述生物学重复间的变异。</dd>
<dt>vst</dt><dd>方差稳定化变换，使表达值的方差不再随均值变化，便于计算样本间距离与 PCA。</dd>
</dl>`

export const RNA_SEQ_APPENDIX_EN = `<h2>Appendix</h2>
<h3>Result file formats</h3>
<ul>
<li><strong>.tsv</strong>: tab-separated text tables with a header row; open them in Excel, R (<code>read.delim</code>) or Python (<code>pandas.read_csv(sep="\\t")</code>).</li>
<li><strong>.png</strong>: bitmap images of the charts, ready to insert into documents.</li>
<li><strong>differential_expression.tsv</strong>: the differential expression result with the columns <code>gene</code>, <code>base_mean</code>, <code>log2_fold_change</code>, <code>statistic</code>, <code>p_value</code>, <code>p_adjusted</code>, NA where there is no value; the Volcano and MA plot tools read it as it is.</li>
</ul>
<h3>Glossary</h3>
<dl>
<dt>CPM</dt><dd>Counts per million: expression scaled to the library size.</dd>
<dt>log2 fold change</dt><dd>The base-2 logarithm of treatment over control expression; 1 is a doubling.</dd>
<dt>Adjusted p-value (padj, FDR)</dt><dd>The p-value after the Benjamini-Hochberg correction for multiple testing, controlling the false discovery rate.</dd>
<dt>Dispersion</dt><dd>The negative binomial's variation beyond Poisson noise: how much biological replicates vary.</dd>
<dt>vst</dt><dd>The variance-stabilising transformation: values whose variance no longer grows with the mean, for distances between samples and PCA.</dd>
</dl>`

const REFERENCES = [
  'Love MI, Huber W, Anders S. Moderated estimation of fold change and dispersion for RNA-seq data with DESeq2. <em>Genome Biology</em>. 2014;15(12):550.',
  'Robinson MD, McCarthy DJ, Smyth GK. edgeR: a Bioconductor package for differential expression analysis of digital gene expression data. <em>Bioinformatics</em>. 2010;26(1):139-140.',
  'Robinson MD, Oshlack A. A scaling normalization method for differential expression analysis of RNA-seq data. <em>Genome Biology</em>. 2010;11(3):R25.',
  "Lun ATL, Chen Y, Smyth GK. It's DE-licious: a recipe for differential expression analyses of RNA-seq experiments using quasi-likelihood methods in edgeR. <em>Methods in Molecular Biology</em>. 2016;1418:391-416.",
  'Anders S, Huber W. Differential expression analysis for sequence count data. <em>Genome Biology</em>. 2010;11(10):R106.',
  'Benjamini Y, Hochberg Y. Controlling the false discovery rate: a practical and powerful approach to multiple testing. <em>Journal of the Royal Statistical Society: Series B</em>. 1995;57(1):289-300.',
  'Marioni JC, Mason CE, Mane SM, Stephens M, Gilad Y. RNA-seq: an assessment of technical reproducibility and comparison with gene expression arrays. <em>Genome Research</em>. 2008;18(9):1509-1517.',
]

const referenceList = `<ol>\n${REFERENCES.map((reference) => `<li>${reference}</li>`).join('\n')}\n</ol>`

export const RNA_SEQ_REFERENCES_ZH = `<h2>参考文献</h2>\n${referenceList}`
export const RNA_SEQ_REFERENCES_EN = `<h2>References</h2>\n${referenceList}`

/** The RNA-seq report template's texts; `items` by the item's script class name. */
export const RNA_SEQ_REPORT_TEXTS: ReportTemplateTexts = {
  experiment: {
    zh: `<p>转录组测序从样本的总 RNA 出发，富集 mRNA 后建库测序，读段比对到参考基因组并按基因计数。</p>
<ol>
<li><strong>RNA 提取与质检</strong>：提取总 RNA，检测其浓度与完整性（RIN）。</li>
<li><strong>文库构建</strong>：以 oligo(dT) 磁珠富集 mRNA，片段化后反转录为 cDNA，加接头并 PCR 扩增，检测插入片段大小与文库浓度。</li>
<li><strong>上机测序</strong>：在 Illumina 平台测序，按样本标签拆分读段。</li>
<li><strong>比对与计数</strong>：过滤低质量读段后比对到参考基因组，按基因注释统计每个基因的读段数，形成本报告分析所用的基因计数表。</li>
</ol>`,
    en: `<p>Transcriptome sequencing starts from each sample's total RNA: mRNA is enriched and sequenced, and the reads are aligned to the reference genome and counted per gene.</p>
<ol>
<li><strong>RNA extraction and QC</strong>: total RNA is extracted and checked for concentration and integrity (RIN).</li>
<li><strong>Library preparation</strong>: mRNA is enriched with oligo(dT) beads, fragmented and reverse-transcribed to cDNA, ligated to adapters and amplified; insert size and library concentration are checked.</li>
<li><strong>Sequencing</strong>: on an Illumina platform; reads are split into samples by their indexes.</li>
<li><strong>Alignment and counting</strong>: reads passing the quality filter are aligned to the reference genome and counted per gene of the annotation: the gene counts table this report analyses.</li>
</ol>`,
  },
  analysis: {
    zh: `<p>平台对基因计数表与样本信息表依次进行以下分析：</p>
<ol>
<li><strong>质控</strong>：每个样本的读数与检出基因数，按质控规则判定。</li>
<li><strong>表达分布与样本相关性</strong>：log2 CPM 的箱线图与密度曲线，样本相关性热图，主成分分析。</li>
<li><strong>差异表达</strong>：按比较方案的每个“对照组—处理组”组合，分别用 DESeq2 方法与 edgeR 方法检验，给出结果表、火山图、MA 图、样本 PCA、样本距离热图与显著基因热图。</li>
</ol>
<p>各分析的方法与参数见“分析方法”一节；在项目页面中可按其他分组与比较方案重新分析。</p>`,
    en: `<p>The platform analyses the gene counts table and the sample table in these steps:</p>
<ol>
<li><strong>QC</strong>: each sample's reads and detected genes, judged by the QC rule.</li>
<li><strong>Expression distribution and sample correlation</strong>: box plots and density curves of log2 CPM, the sample correlation heatmap, and the principal component analysis.</li>
<li><strong>Differential expression</strong>: for each control–treatment pair of the compare solution, the DESeq2 and the edgeR methods, each with the result table, volcano and MA plots, sample PCA, sample distance heatmap and the heatmap of the top genes.</li>
</ol>
<p>The Methods section gives each analysis's method and parameters; on the project page the analyses can be run again with other groups and comparisons.</p>`,
  },
  introduction: {
    zh: '<p>本项目通过转录组测序比较不同分组样本的基因表达，寻找组间差异表达的基因。下表为项目的基本信息。</p>',
    en: "<p>This project compares the gene expression of groups of samples by transcriptome sequencing and looks for the genes differentially expressed between them. The table below gives the project's base information.</p>",
  },
  notice: {
    zh: '<p>本报告的结果由平台根据项目数据自动计算。差异表达的显著性受重复数、测序深度与分组设计影响，请结合实验背景解读；如需调整分组或比较方案，可在项目页面重新分析后再次下载报告。</p>',
    en: "<p>The results in this report are computed by the platform from the project's data. The significance of differential expression depends on the replicates, the sequencing depth and the design; read it against the experiment's background. To change the groups or the comparisons, analyse again on the project page and download the report again.</p>",
  },
  items: {
    ExpressionDistribution: {
      zh: '<p>箱线图与密度曲线展示各样本 log2 CPM 的分布，标准化后各样本的分布应相近；相关性热图与 PCA 展示样本间的相似程度，同组样本应聚在一起。</p>',
      en: '<p>The box plots and density curves show the distribution of log2 CPM in each sample, which should look alike after normalisation; the correlation heatmap and the PCA show how alike the samples are: samples of a group should cluster together.</p>',
    },
    DifferentialExpressionDESeq2: {
      zh: '<p>DESeq2 方法的差异表达结果：火山图中右上与左上的点为显著上调与下调的基因；MA 图展示倍数变化与表达量的关系；热图展示校正 p 值最小的基因在各样本中的相对表达。</p>',
      en: "<p>The DESeq2 method's differential expression: in the volcano plot the points at the upper right and upper left are the significantly up- and down-regulated genes; the MA plot shows fold change against expression; the heatmap shows the relative expression of the genes of smallest adjusted p-value in every sample.</p>",
    },
    DifferentialExpressionEdgeR: {
      zh: '<p>edgeR 方法（拟似然 F 检验）的差异表达结果，图表与 DESeq2 方法相同；两种方法判定的显著基因大部分一致。</p>',
      en: "<p>The edgeR method's differential expression (quasi-likelihood F test), with the same charts as the DESeq2 method; the two methods call mostly the same genes.</p>",
    },
  },
}
