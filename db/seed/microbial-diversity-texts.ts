/**
 * The rich-text groups of the microbial diversity project template (methods, appendix, references),
 * in Chinese and English. The methods describe what the platform's analysis library computes for
 * the template's items (analysis/diversity, analysis/ordination, analysis/stats), with citations.
 */

export const METHODS_ZH = `<h2>分析方法</h2>
<h3>数据与物种注释</h3>
<p>分析从 OTU/ASV 丰度表（行为特征，列为样本）出发；若另附分类注释表，平台在分析前将各特征的七级谱系（界、门、纲、目、科、属、种）附加为表的最后一列 <code>taxonomy</code>。样本分组来自样本信息表中选定的分组列。</p>
<h3>物种组成</h3>
<p>在门、纲、目、科、属各水平上按谱系合并特征计数，换算为各样本的相对丰度，展示丰度最高的前 N 个类群，其余合并为“其他”，未注释到该水平的计入“未分类”（Caporaso 等，2010）。</p>
<p>物种丰度热图展示属水平丰度最高的 30 个类群在各样本中的相对丰度（log10 标度），样本按分组排列。</p>
<h3>Alpha 多样性</h3>
<p>对每个样本计算观测物种数、Shannon 指数（自然对数）、Simpson 指数及其倒数、Pielou 均匀度、Chao1 与 ACE 丰富度估计（Chao，1984；Chao 与 Lee，1992）以及 Good's 覆盖度。组间差异用 Kruskal-Wallis 秩和检验（两组时为 Wilcoxon 秩和检验）。稀释曲线在一系列测序深度上无放回随机抽样，计算各深度的期望观测物种数，用于判断测序深度是否充分。</p>
<h3>Beta 多样性</h3>
<p>样本间差异以 Bray-Curtis 相异度度量；提供系统发育树时亦可用非加权与加权 UniFrac 距离（Lozupone 与 Knight，2005）。主坐标分析（PCoA）对距离矩阵做双中心化后特征分解，报告各轴解释的方差比例；非度量多维尺度分析（NMDS）从多个随机起点迭代最小化 Kruskal 应力，报告最优解的应力值。组间差异用 PERMANOVA（Anderson，2001）与 ANOSIM（Clarke，1993）检验，显著性由置换检验（默认 999 次，固定随机种子以便复现）给出。</p>
<h3>差异物种（LEfSe）</h3>
<p>LEfSe（Segata 等，2011）先以 Kruskal-Wallis 检验（默认 α = 0.05）筛选组间丰度差异显著的类群，再用线性判别分析（LDA）估计每个差异类群的效应大小，保留 LDA 得分（log10）不低于阈值（默认 2）的类群。</p>
<h3>组间差异检验</h3>
<p>在属水平上对每个类群的相对丰度做 Kruskal-Wallis 秩和检验，用 Benjamini-Hochberg 方法校正多重检验得到 q 值（Benjamini 与 Hochberg，1995），报告各组平均相对丰度。分组缺失（空，或为 NA、N/A、NaN、null，不区分大小写）和总读数为零的样本不参与检验，结果中注明剔除的样本数。</p>
<h3>样本聚类与共有物种</h3>
<p>样本聚类树以非加权组平均法（UPGMA；Sokal 与 Michener，1958）对 Bray-Curtis 距离（有系统发育树时亦对非加权 UniFrac 距离）做层次聚类。共有与特有物种按分组合并计数，某特征在组内总计数大于零即视为该组存在，以韦恩图（2-5 组）和 UpSet 图（Lex 等，2014）展示各交集的特征数。</p>
<h3>软件</h3>
<p>以上分析由平台自带的 TypeScript 分析库完成，其算法与 R 包 vegan（Oksanen 等）、phyloseq（McMurdie 与 Holmes，2013）及 scikit-bio 的实现逐一对照验证。</p>`

export const METHODS_EN = `<h2>Methods</h2>
<h3>Data and taxonomy</h3>
<p>The analysis starts from an OTU/ASV abundance table (features as rows, samples as columns). When a separate taxonomy file is given, the platform attaches each feature's seven-rank lineage (kingdom, phylum, class, order, family, genus, species) as the table's last column, <code>taxonomy</code>, before any analysis. Samples are grouped by the grouping column chosen from the sample information table.</p>
<h3>Taxonomic composition</h3>
<p>Feature counts are summed by lineage at the phylum, class, order, family and genus ranks and converted to relative abundances per sample; the N most abundant taxa are shown, the rest pooled as "Other" and features not classified at that rank as "Unclassified" (Caporaso et al., 2010).</p>
<p>The taxonomy heatmap shows the relative abundance (log10 scale) of the 30 most abundant genera in every sample, samples ordered by group.</p>
<h3>Alpha diversity</h3>
<p>For every sample: observed richness, the Shannon index (natural logarithm), the Simpson index and its inverse, Pielou's evenness, the Chao1 and ACE richness estimators (Chao, 1984; Chao and Lee, 1992) and Good's coverage. Groups are compared with the Kruskal-Wallis rank-sum test (the Wilcoxon rank-sum test for two groups). Rarefaction curves subsample reads without replacement over a series of depths and give the expected observed richness at each depth, showing whether sequencing was deep enough.</p>
<h3>Beta diversity</h3>
<p>Differences between samples are measured as Bray-Curtis dissimilarity, and with a phylogenetic tree also as unweighted and weighted UniFrac distances (Lozupone and Knight, 2005). Principal coordinates analysis (PCoA) double-centres the distance matrix and takes its eigen-decomposition, reporting the share of variance each axis explains; non-metric multidimensional scaling (NMDS) minimises Kruskal's stress from several random starts and reports the stress of the best solution. Group differences are tested with PERMANOVA (Anderson, 2001) and ANOSIM (Clarke, 1993), their significance from permutations (999 by default, with a fixed seed so a rerun reproduces the result).</p>
<h3>Differentially abundant taxa (LEfSe)</h3>
<p>LEfSe (Segata et al., 2011) first keeps the taxa whose abundance differs between groups by the Kruskal-Wallis test (α = 0.05 by default), then estimates each one's effect size with linear discriminant analysis (LDA) and reports those whose LDA score (log10) reaches the threshold (2 by default).</p>
<h3>Group comparison tests</h3>
<p>At the genus rank, each taxon's relative abundance is compared between groups by the Kruskal-Wallis rank-sum test, with Benjamini-Hochberg q-values for multiple testing (Benjamini and Hochberg, 1995), and the mean relative abundance of each group is reported. Samples with a missing group (empty, or NA, N/A, NaN or null in any case) and samples with no reads are left out of the tests, and the result says how many.</p>
<h3>Sample clustering and shared features</h3>
<p>The sample clustering tree is built by average-linkage hierarchical clustering (UPGMA; Sokal and Michener, 1958) of the Bray-Curtis distances (and of the unweighted UniFrac distances when a tree is given). Shared and unique features are counted by group: a feature is present in a group when its summed count over the group's samples is above zero; Venn diagrams (2-5 groups) and UpSet plots (Lex et al., 2014) show how many features each intersection holds.</p>
<h3>Software</h3>
<p>These analyses are computed by the platform's own TypeScript analysis library, whose algorithms are checked one by one against the implementations in the R packages vegan (Oksanen et al.) and phyloseq (McMurdie and Holmes, 2013) and in scikit-bio.</p>`

export const APPENDIX_ZH = `<h2>附录</h2>
<h3>结果文件格式</h3>
<ul>
<li><strong>.tsv</strong>：制表符分隔的文本表格，第一行为表头，可用 Excel、R（<code>read.delim</code>）或 Python（<code>pandas.read_csv(sep="\\t")</code>）打开。</li>
<li><strong>.png</strong>：图表的位图，适合直接插入文档。</li>
<li><strong>otu_table_taxonomy.tsv</strong>：附加了分类注释列 <code>taxonomy</code> 的 OTU/ASV 丰度表，谱系各级以分号分隔。</li>
<li><strong>tree.nwk</strong>：Newick 格式的系统发育树，叶节点名与 OTU/ASV 编号一致。</li>
</ul>
<h3>术语</h3>
<dl>
<dt>OTU / ASV</dt><dd>操作分类单元（按序列相似度聚类）/ 扩增子序列变体（精确序列），是丰度表的行。</dd>
<dt>相对丰度</dt><dd>某类群的读段数占该样本总读段数的比例。</dd>
<dt>Alpha 多样性</dt><dd>单个样本内的物种丰富度与均匀度。</dd>
<dt>Beta 多样性</dt><dd>样本之间群落组成的差异。</dd>
<dt>PCoA / NMDS</dt><dd>把样本间距离投影到二维平面的排序方法；点越近，群落越相似。</dd>
<dt>PERMANOVA / ANOSIM</dt><dd>检验分组是否解释样本间距离的置换检验；p 值小于 0.05 通常视为组间差异显著。</dd>
<dt>LDA 得分</dt><dd>LEfSe 中差异类群效应大小的对数度量，越大区分作用越强。</dd>
</dl>`

export const APPENDIX_EN = `<h2>Appendix</h2>
<h3>Result file formats</h3>
<ul>
<li><strong>.tsv</strong>: tab-separated text tables with a header row; open them in Excel, R (<code>read.delim</code>) or Python (<code>pandas.read_csv(sep="\\t")</code>).</li>
<li><strong>.png</strong>: bitmap images of the charts, ready to insert into documents.</li>
<li><strong>otu_table_taxonomy.tsv</strong>: the OTU/ASV abundance table with the lineage as a last column, <code>taxonomy</code>, its ranks separated by semicolons.</li>
<li><strong>tree.nwk</strong>: the phylogenetic tree in Newick format; leaf names are the OTU/ASV ids.</li>
</ul>
<h3>Glossary</h3>
<dl>
<dt>OTU / ASV</dt><dd>Operational taxonomic unit (sequences clustered by similarity) / amplicon sequence variant (an exact sequence): the rows of the abundance table.</dd>
<dt>Relative abundance</dt><dd>A taxon's reads as a share of all reads of the sample.</dd>
<dt>Alpha diversity</dt><dd>Richness and evenness within one sample.</dd>
<dt>Beta diversity</dt><dd>How community composition differs between samples.</dd>
<dt>PCoA / NMDS</dt><dd>Ordinations that place samples on a plane by their distances; the closer two points, the more alike the communities.</dd>
<dt>PERMANOVA / ANOSIM</dt><dd>Permutation tests of whether the grouping explains the distances between samples; p below 0.05 is usually taken as a significant group difference.</dd>
<dt>LDA score</dt><dd>LEfSe's log-scale effect size of a differentially abundant taxon; the larger, the better it separates the groups.</dd>
</dl>`

const REFERENCES = [
  'Caporaso JG, Kuczynski J, Stombaugh J, et al. QIIME allows analysis of high-throughput community sequencing data. <em>Nature Methods</em>. 2010;7(5):335-336.',
  'Caporaso JG, Lauber CL, Walters WA, et al. Global patterns of 16S rRNA diversity at a depth of millions of sequences per sample. <em>PNAS</em>. 2011;108(Suppl 1):4516-4522.',
  'Oksanen J, Simpson GL, Blanchet FG, et al. vegan: Community Ecology Package. R package. https://CRAN.R-project.org/package=vegan',
  'McMurdie PJ, Holmes S. phyloseq: an R package for reproducible interactive analysis and graphics of microbiome census data. <em>PLoS ONE</em>. 2013;8(4):e61217.',
  'Segata N, Izard J, Waldron L, et al. Metagenomic biomarker discovery and explanation. <em>Genome Biology</em>. 2011;12(6):R60.',
  'Lozupone C, Knight R. UniFrac: a new phylogenetic method for comparing microbial communities. <em>Applied and Environmental Microbiology</em>. 2005;71(12):8228-8235.',
  'Anderson MJ. A new method for non-parametric multivariate analysis of variance. <em>Austral Ecology</em>. 2001;26(1):32-46.',
  'Clarke KR. Non-parametric multivariate analyses of changes in community structure. <em>Australian Journal of Ecology</em>. 1993;18(1):117-143.',
  'Chao A. Nonparametric estimation of the number of classes in a population. <em>Scandinavian Journal of Statistics</em>. 1984;11(4):265-270.',
  'Chao A, Lee SM. Estimating the number of classes via sample coverage. <em>Journal of the American Statistical Association</em>. 1992;87(417):210-217.',
  'Shannon CE. A mathematical theory of communication. <em>Bell System Technical Journal</em>. 1948;27(3):379-423.',
  'Kruskal JB. Nonmetric multidimensional scaling: a numerical method. <em>Psychometrika</em>. 1964;29(2):115-129.',
  'Benjamini Y, Hochberg Y. Controlling the false discovery rate: a practical and powerful approach to multiple testing. <em>Journal of the Royal Statistical Society: Series B</em>. 1995;57(1):289-300.',
  'Sokal RR, Michener CD. A statistical method for evaluating systematic relationships. <em>University of Kansas Science Bulletin</em>. 1958;38:1409-1438.',
  'Lex A, Gehlenborg N, Strobelt H, Vuillemot R, Pfister H. UpSet: visualization of intersecting sets. <em>IEEE Transactions on Visualization and Computer Graphics</em>. 2014;20(12):1983-1992.',
  'Lozupone CA, Hamady M, Kelley ST, Knight R. Quantitative and qualitative beta diversity measures lead to different insights into factors that structure microbial communities. <em>Applied and Environmental Microbiology</em>. 2007;73(5):1576-1585.',
]

const referenceList = `<ol>\n${REFERENCES.map((reference) => `<li>${reference}</li>`).join('\n')}\n</ol>`

export const REFERENCES_ZH = `<h2>参考文献</h2>\n${referenceList}`
export const REFERENCES_EN = `<h2>References</h2>\n${referenceList}`
