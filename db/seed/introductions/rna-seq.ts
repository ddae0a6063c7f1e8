/** The introduction of the RNA-seq (eukaryotic reference transcriptome) workflow, as staff-managed rich text. */
export const RNA_SEQ_INTRODUCTION = {
  zh: `<section data-tab="product">
<p>有参转录组测序（RNA-seq）将真核生物样本中的 mRNA 逆转录为 cDNA 后进行高通量测序，把读段比对到物种的参考基因组，从而定量每个基因的表达水平，比较不同组织、发育阶段或处理条件下的基因表达差异。</p>
<p>本流程以<strong>基因表达计数表</strong>（每行一个基因、每列一个样本的 reads 计数，如 featureCounts 或 HTSeq-count 的输出）和样本分组信息为起点，在云端完成表达分布、样本相关性、主成分分析、差异表达分析与功能富集分析。</p>
<h3>适用场景</h3>
<ul>
<li>处理与对照、病例与健康对照之间的差异表达基因筛选；</li>
<li>不同组织、时间点或发育阶段的表达模式比较；</li>
<li>候选通路和功能模块的挖掘，为后续验证实验提供线索。</li>
</ul>
</section>
<section data-tab="workflow">
<ol>
<li><strong>数据校验</strong>：检查计数表与样本信息是否一致，统计每个样本的总计数和检出基因数。</li>
<li><strong>表达分布与样本相关性</strong>：标准化后的表达量箱线图、样本间 Pearson 相关性热图。</li>
<li><strong>主成分分析（PCA）</strong>：观察样本在主要变异方向上的聚集与分离，识别离群样本。</li>
<li><strong>差异表达分析</strong>：按分组比较计算倍数变化（log2FC）与检验 P 值，并用 Benjamini-Hochberg 方法进行 FDR 校正；默认以 |log2FC| ≥ 1 且 FDR &lt; 0.05 判定差异基因。</li>
<li><strong>可视化</strong>：火山图、MA 图以及差异基因的聚类热图。</li>
<li><strong>功能富集</strong>：对差异基因做 GO（生物过程、分子功能、细胞组分）与 KEGG 通路富集分析。</li>
</ol>
</section>
<section data-tab="results">
<ul>
<li>样本表达分布箱线图、相关性热图与 PCA 图；</li>
<li>各比较组的差异基因表（含 log2FC、P 值与 FDR），上调、下调基因数统计；</li>
<li>火山图、MA 图与差异基因聚类热图；</li>
<li>GO 与 KEGG 富集条形图、气泡图及富集结果表。</li>
</ul>
<p>所有图表均可在线查看并下载 PNG 图片与 TSV 数据表。</p>
</section>`,
  en: `<section data-tab="product">
<p>Reference-based transcriptome sequencing (RNA-seq) of eukaryotes reverse-transcribes the mRNA of each sample into cDNA, sequences it, and aligns the reads to the species' reference genome, so that the expression of every gene can be quantified and compared between tissues, developmental stages or treatments.</p>
<p>This workflow starts from a <strong>gene count table</strong> (one gene per row, one sample per column, read counts such as featureCounts or HTSeq-count produce) and the sample metadata, and computes expression distributions, sample correlation, principal component analysis, differential expression and functional enrichment in the cloud.</p>
<h3>Typical studies</h3>
<ul>
<li>Genes differentially expressed between treatment and control, or patients and healthy controls;</li>
<li>Expression patterns across tissues, time points or developmental stages;</li>
<li>Candidate pathways and functional modules to guide validation experiments.</li>
</ul>
</section>
<section data-tab="workflow">
<ol>
<li><strong>Data checks</strong>: the count table and the metadata are checked against each other; total counts and detected genes are summarised per sample.</li>
<li><strong>Expression distribution and sample correlation</strong>: box plots of normalised expression and a heatmap of Pearson correlation between samples.</li>
<li><strong>Principal component analysis (PCA)</strong>: how samples group and separate along the main directions of variation, and which are outliers.</li>
<li><strong>Differential expression</strong>: fold change (log2FC) and test P values for each group comparison, with Benjamini-Hochberg FDR correction; by default a gene with |log2FC| ≥ 1 and FDR &lt; 0.05 is differential.</li>
<li><strong>Visualisation</strong>: volcano and MA plots, and a clustered heatmap of the differential genes.</li>
<li><strong>Functional enrichment</strong>: GO (biological process, molecular function, cellular component) and KEGG pathway enrichment of the differential genes.</li>
</ol>
</section>
<section data-tab="results">
<ul>
<li>expression box plots, the sample correlation heatmap and the PCA plot;</li>
<li>the table of differential genes of each comparison (log2FC, P value, FDR) and counts of up- and down-regulated genes;</li>
<li>volcano and MA plots and the clustered heatmap of differential genes;</li>
<li>GO and KEGG enrichment bar and bubble charts with their tables.</li>
</ul>
<p>Every chart can be viewed online and downloaded as a PNG image with its TSV table.</p>
</section>`,
}
