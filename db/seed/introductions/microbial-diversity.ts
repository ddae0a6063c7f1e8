/**
 * The introduction of the 16S rRNA amplicon (microbial diversity) workflow, as staff-managed rich
 * text. As spec 02 §2.3 notes, the Chinese page speaks of ASVs and the English one of OTUs; the
 * platform accepts either kind of feature table and computes the same analyses.
 */
export const MICROBIAL_DIVERSITY_INTRODUCTION = {
  zh: `<section data-tab="product">
<p>16S rRNA 基因是细菌和古菌核糖体小亚基的编码基因，既有高度保守的区段，又有 9 个高变区（V1–V9）。对高变区（常用 V3–V4 或 V4）进行扩增子测序，可以在不培养的情况下回答“样本里有哪些微生物、各有多少、不同处理组之间有何差异”。</p>
<p>本流程以 <strong>ASV（扩增子序列变体）丰度表</strong>为起点。ASV 由 DADA2、Deblur 等去噪算法在单碱基精度上区分序列，不依赖相似度阈值聚类，因此不同批次、不同项目之间可以直接比较。您只需上传 ASV 丰度表、物种注释（可在表内，也可单独提供按分类水平或 Greengenes/SILVA 字符串格式的 taxonomy.tsv）、样本分组信息，以及可选的系统发育树和质控统计表，平台即在云端完成全部分析，结果可在线交互查看并下载。</p>
<h3>适用场景</h3>
<ul>
<li>环境微生物：土壤、水体、沉积物、根际等群落结构与环境因子关系研究；</li>
<li>宿主相关微生物：肠道、口腔、皮肤、呼吸道菌群与健康、疾病或干预的关联；</li>
<li>发酵与工程体系：发酵过程、活性污泥、反应器中群落的动态变化。</li>
</ul>
</section>
<section data-tab="workflow">
<p>各项分析按项目模板设定的顺序自动执行，每一项都直接读取上传的数据集；任何一项失败只影响该项，可单独重新运行。</p>
<ol>
<li><strong>数据校验与质控</strong>：检查丰度表、注释和样本信息是否匹配（行、列错误会给出具体位置），汇总每个样本的序列数与 ASV 数。</li>
<li><strong>物种组成</strong>：在门、纲、目、科、属各分类水平统计相对丰度，绘制堆叠柱状图，并给出丰度最高 Top-N 类群的热图。</li>
<li><strong>Alpha 多样性</strong>：计算 Observed、Chao1、ACE、Shannon、Simpson 等指数，按分组绘制箱线图并做 Kruskal-Wallis / Wilcoxon 检验，绘制稀释曲线评估测序深度。</li>
<li><strong>Beta 多样性</strong>：基于 Bray-Curtis 与（提供系统发育树时）UniFrac 距离进行 PCoA 和 NMDS 排序，绘制 UPGMA 聚类树，用 ANOSIM 与 PERMANOVA（adonis）检验组间群落差异的显著性。</li>
<li><strong>共有与特有 ASV</strong>：以 Venn 图 / UpSet 图展示各组共有和特有的 ASV。</li>
<li><strong>组间差异物种</strong>：LEfSe（LDA 效应量）筛选各组的生物标志类群，并以 Kruskal-Wallis 检验结合 FDR 校正给出各分类水平的差异类群。</li>
</ol>
<p>分组缺失（空，或为 NA、N/A、NaN、null，不区分大小写）的样本以及总序列数为 0 的样本不参与组间检验，结果中会注明剔除的样本数。</p>
</section>
<section data-tab="results">
<p>所有结果按分析项组织，每个图表都可在线查看、切换分组方案并下载 PNG 图片和 TSV 数据表：</p>
<ul>
<li>各分类水平的物种组成堆叠图与 Top-N 热图；</li>
<li>Alpha 多样性指数表、分组箱线图及稀释曲线；</li>
<li>PCoA / NMDS 排序图（标注各轴解释度与 stress 值）、UPGMA 聚类树；</li>
<li>ANOSIM 的 R 值与 P 值、PERMANOVA 的 R² 与 P 值；</li>
<li>Venn / UpSet 图，LEfSe 的 LDA 柱状图与差异类群表。</li>
</ul>
<p>下方示例图来自平台对 Global Patterns 公开数据集（26 个样本）的真实计算结果。点击“获取示例 (Demo)”即可得到一份属于您的示例项目副本。</p>
</section>`,
  en: `<section data-tab="product">
<p>The 16S rRNA gene encodes the small ribosomal subunit RNA of bacteria and archaea. It combines highly conserved stretches with nine hypervariable regions (V1–V9). Amplicon sequencing of a hypervariable region (commonly V3–V4 or V4) answers, without culturing, which microbes are in a sample, how abundant each one is, and how communities differ between groups.</p>
<p>This workflow starts from an <strong>OTU (operational taxonomic unit) abundance table</strong>: sequences clustered at a similarity threshold (typically 97%) and counted per sample. Upload the OTU table, its taxonomy (inside the table, or as a separate taxonomy.tsv by rank or as Greengenes/SILVA strings), the sample metadata, and optionally a phylogenetic tree and a QC summary; the platform computes every analysis in the cloud and you read, explore and download the results online.</p>
<h3>Typical studies</h3>
<ul>
<li>Environmental communities: soil, water, sediment and rhizosphere, and how they follow environmental factors;</li>
<li>Host-associated microbiota: gut, oral, skin and airway communities in health, disease or intervention;</li>
<li>Fermentation and engineered systems: community dynamics in fermentations, activated sludge and reactors.</li>
</ul>
</section>
<section data-tab="workflow">
<p>The analyses run automatically in the order the project template sets, each reading the uploaded dataset directly. A failed item fails only itself and can be re-run on its own.</p>
<ol>
<li><strong>Data checks and QC</strong>: the table, taxonomy and sample metadata are checked against each other (errors name the row and column), and reads and OTUs per sample are summarised.</li>
<li><strong>Taxonomic composition</strong>: relative abundance at phylum, class, order, family and genus level, as stacked bar charts, with a heatmap of the top-N taxa.</li>
<li><strong>Alpha diversity</strong>: Observed, Chao1, ACE, Shannon and Simpson indices, group box plots with Kruskal-Wallis / Wilcoxon tests, and rarefaction curves to judge sequencing depth.</li>
<li><strong>Beta diversity</strong>: PCoA and NMDS ordination on Bray-Curtis and (with a tree) UniFrac distances, a UPGMA clustering tree, and ANOSIM and PERMANOVA (adonis) tests of differences between groups.</li>
<li><strong>Shared and unique OTUs</strong>: Venn and UpSet diagrams of the OTUs groups share.</li>
<li><strong>Differentially abundant taxa</strong>: LEfSe (LDA effect size) biomarkers of each group, and Kruskal-Wallis tests with FDR correction at each rank.</li>
</ol>
<p>Samples with a missing group value (empty, or NA, N/A, NaN or null in any case), and samples with zero reads, are left out of the group tests; each result says how many were dropped.</p>
</section>
<section data-tab="results">
<p>Results are organised by analysis item. Every chart can be viewed online, redrawn for another sample grouping, and downloaded as a PNG image with its TSV table:</p>
<ul>
<li>stacked composition bars at each rank and the top-N heatmap;</li>
<li>the alpha diversity index table, group box plots and rarefaction curves;</li>
<li>PCoA / NMDS plots (with the variance each axis explains and the stress) and the UPGMA tree;</li>
<li>ANOSIM R and P values, PERMANOVA R² and P values;</li>
<li>Venn / UpSet diagrams, the LEfSe LDA bar chart and the table of differential taxa.</li>
</ul>
<p>The charts below were computed by the platform from the public Global Patterns data set (26 samples). Click “Get samples (demo)” to get your own copy of this example project.</p>
</section>`,
}
