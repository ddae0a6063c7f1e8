import type { RichText } from './rich-texts'

/** Where the tutorials' example files are downloaded (a committed copy of the Global Patterns data). */
const FILES = '/resources/tutorial-file/global-patterns'

/**
 * The platform's seeded tutorials, in menu order: each code is stable (the seed key and the
 * resource key `tutorial.<code>`), the text staff's to edit. Each text opens with its title as `<h2>`.
 */
export const TUTORIALS: { code: string; content: RichText }[] = [
  {
    code: '01-getting-started',
    content: {
      en: `<h2>Getting started with BioCloud</h2>
<p>BioCloud is a cloud platform for analysing and visualising biological data. You need no software of your own: you upload tables, choose parameters in a form, and the platform runs the analysis and keeps the results in your projects. This page walks through your first hour on the platform.</p>
<h3>1. Sign in and set your language</h3>
<p>Use the <strong>Log in</strong> button at the top right. Chinese is the default language; the language switch in the header changes every page, every chart label and every downloaded report to English and back. Your choice is remembered on this browser.</p>
<h3>2. Find your way around</h3>
<ul>
<li><strong>Tools</strong> are single analyses or charts: a box plot, a heat map, alpha diversity, a PCoA. Each runs in seconds to minutes on files you upload.</li>
<li><strong>Analysis</strong> lists the cloud workflows: complete pipelines (for example microbial diversity) that create an analysis project with many results and a report.</li>
<li><strong>Courses</strong> are video classes; <strong>Tutorial</strong> is this help centre.</li>
<li>Your name at the top right opens your menu: daily check-in, messages, the project centre, your feedback and your password.</li>
</ul>
<h3>3. Try a demo before your own data</h3>
<p>Every tool has a demo: open a tool and press the demo button to fill the form with example data and run it. Every workflow introduction offers example projects, so you can open a finished analysis project and explore it without uploading anything. This is the fastest way to see what a result looks like and which input it needs.</p>
<h3>4. Points and check-in</h3>
<p>Checking in once a day (in your menu) adds one point to your balance, shown next to your name. Points unlock courses and some workflows. The day follows China Standard Time.</p>
<h3>5. Your data and its limits</h3>
<p>You can upload up to 10 files at once, each up to 10 MB for data files. Tables are tab-separated text (TSV); Excel users can use "Save as → Text (tab delimited)". Everything you upload and every result is listed in the project centre, where you can download or delete it.</p>
<h3>6. When something is unclear</h3>
<p>Press <strong>Feedback</strong> (bottom right of every page) to tell us what went wrong or what you miss. Attach a screenshot if it helps. Staff answer in <em>My feedback</em> and you receive a message when the status changes. The next tutorials explain running a tool, preparing your tables and reading the results.</p>`,
      zh: `<h2>BioCloud 快速入门</h2>
<p>BioCloud 是一个用于生物数据分析与可视化的云平台。您无需安装任何软件：上传表格、在表单中选择参数，平台就会完成分析，并把结果保存在您的项目中。本页介绍您在平台上的第一个小时。</p>
<h3>1. 登录并选择语言</h3>
<p>点击右上角的<strong>登录</strong>按钮。默认语言为中文；页头的语言切换可以把所有页面、图表标签和下载的报告切换为英文，再切换回来。浏览器会记住您的选择。</p>
<h3>2. 熟悉各个入口</h3>
<ul>
<li><strong>工具</strong>是单项分析或绘图：箱线图、热图、Alpha 多样性、PCoA 等。每个工具在几秒到几分钟内完成，对象是您上传的文件。</li>
<li><strong>分析</strong>列出云端分析流程：完整的流程（例如微生物多样性分析）会创建一个包含多项结果和报告的分析项目。</li>
<li><strong>课程</strong>是视频课；<strong>教程</strong>就是本帮助中心。</li>
<li>点击右上角您的名字打开个人菜单：每日签到、消息、项目中心、我的反馈和修改密码。</li>
</ul>
<h3>3. 先试演示，再用自己的数据</h3>
<p>每个工具都有演示：打开工具，点击演示按钮即可用示例数据填好表单并运行。每个分析流程的介绍页都提供示例项目，您无需上传任何文件就能打开一个完成的分析项目进行浏览。这是了解结果形式和所需输入的最快方式。</p>
<h3>4. 积分与签到</h3>
<p>每天在个人菜单中签到一次，积分余额加 1，余额显示在您的名字旁边。积分可用于解锁课程和部分分析流程。"一天"按北京时间计算。</p>
<h3>5. 数据与限制</h3>
<p>一次最多上传 10 个文件，数据文件每个不超过 10 MB。表格使用制表符分隔的文本（TSV）；使用 Excel 的用户可以"另存为 → 文本文件（制表符分隔）"。您上传的所有文件和所有结果都列在项目中心，可以下载或删除。</p>
<h3>6. 遇到疑问时</h3>
<p>点击每个页面右下角的<strong>意见反馈</strong>，告诉我们哪里出了问题或您还需要什么，必要时附上截图。工作人员会在"我的反馈"中回复，状态变化时您还会收到消息。后面的教程将介绍如何运行工具、准备表格以及解读结果。</p>`,
    },
  },
  {
    code: '02-running-a-tool',
    content: {
      en: `<h2>Running a tool</h2>
<p>A tool takes one or a few input files and a set of parameters and returns charts and tables. Running one follows the same steps for every tool, from a simple bar chart to beta diversity.</p>
<h3>1. Choose the tool</h3>
<p>Open <strong>Tools</strong>. Tools are grouped by category (basic charts, advanced charts, microbiome, sequence tools); the search box finds a tool by name. Each card shows a cover image; click it to open the tool page. Signed-in users can mark a tool as a favourite and find it later in the project centre.</p>
<h3>2. Read the input description</h3>
<p>The left side of the tool page lists the data files the tool needs, with the accepted file types and the size limit. Download the example file next to each input: its layout is exactly what the tool expects, and copying your data into it is the safest way to get the format right.</p>
<h3>3. Upload and set parameters</h3>
<p>Choose your file for each input. The platform checks each file as it arrives: the file type is told from its content, a table must have the expected header, and numbers must be numbers. A problem is reported next to the input with the line and column, so you can fix the file and upload it again. Then set the parameters: every parameter has a default that suits most data, a short explanation, and bounds that the form enforces.</p>
<h3>4. Run and wait</h3>
<p>Press <strong>Run</strong>. The task gets a number and appears in your task list with its status: queued, running, finished or failed. You do not need to keep the page open; the result is kept, and you receive a message when the task finishes or fails.</p>
<h3>5. Look at and download the result</h3>
<p>A finished task shows its charts and tables. Charts can be downloaded as PNG or SVG, tables as TSV. If a chart needs changes (colours, a different rank, other groups), open the parameters again: <strong>Run again</strong> starts a new task with the previous settings filled in, and your earlier result stays available.</p>
<h3>6. Save parameter sets</h3>
<p>If you use the same settings often, save them under a short name (up to 20 characters) and load them the next time.</p>
<h3>When a run fails</h3>
<p>The error names its kind: parameter validation (1001), data validation (1002), drawing (1003) or analysis (1004), with suggestions. Most failures come from the input: an empty group, a sample that appears in the metadata but not in the table, or text in a numeric column. If you cannot find the cause, send feedback from the task page; the page address is attached automatically.</p>`,
      zh: `<h2>如何运行工具</h2>
<p>工具接收一个或几个输入文件和一组参数，输出图表和表格。无论是简单的柱状图还是 Beta 多样性分析，运行步骤都相同。</p>
<h3>1. 选择工具</h3>
<p>打开<strong>工具</strong>页面。工具按类别分组（基础图表、高级图表、微生物组、序列工具），搜索框可按名称查找。每张卡片有封面图，点击即可打开工具页。登录后可以收藏工具，之后在项目中心找到它。</p>
<h3>2. 阅读输入说明</h3>
<p>工具页左侧列出所需的数据文件，以及允许的文件类型和大小上限。请下载每个输入旁边的示例文件：它的格式正是工具所需要的，把您的数据复制进去是保证格式正确最稳妥的方法。</p>
<h3>3. 上传文件并设置参数</h3>
<p>为每个输入选择文件。平台会在上传时检查每个文件：根据内容判断文件类型，表格必须有规定的表头，数值列必须是数字。发现问题时会在输入旁提示具体的行和列，修改后重新上传即可。然后设置参数：每个参数都有适用于大多数数据的默认值、简短说明，以及表单会强制执行的取值范围。</p>
<h3>4. 运行并等待</h3>
<p>点击<strong>运行</strong>。任务会得到一个编号，并出现在您的任务列表中，状态依次为排队、运行中、完成或失败。您不必一直停留在页面上：结果会被保存，任务完成或失败时您还会收到消息。</p>
<h3>5. 查看并下载结果</h3>
<p>完成的任务会显示图表和表格。图表可下载为 PNG 或 SVG，表格可下载为 TSV。如需调整图表（颜色、分类水平、分组），重新打开参数：<strong>重新运行</strong>会带着上次的设置启动新任务，之前的结果仍然保留。</p>
<h3>6. 保存参数</h3>
<p>如果经常使用同一组参数，可以用一个简短的名称（最多 20 个字符）保存，下次直接加载。</p>
<h3>运行失败时</h3>
<p>错误信息会说明类别：参数校验（1001）、数据校验（1002）、绘图（1003）或分析（1004），并给出建议。大多数失败来自输入：某个分组为空、元数据中的样本在表格中不存在，或数值列中有文字。如果找不到原因，请在任务页面提交反馈，页面地址会自动附上。</p>`,
    },
  },
  {
    code: '03-otu-asv-table',
    content: {
      en: `<h2>Preparing an OTU/ASV table</h2>
<p>Most microbiome tools and the microbial diversity workflow start from a feature table: the number of reads of each OTU or ASV in each sample. Getting this table right avoids most failed runs.</p>
<h3>The layout</h3>
<p>The table is tab-separated text. The first row is the header: the first cell is <code>OTU ID</code>, followed by one column per sample. Each following row is one feature: its id in the first column, then its integer read counts. For example:</p>
<table><thead><tr><th>OTU ID</th><th>CL3</th><th>CC1</th><th>SV1</th></tr></thead>
<tbody><tr><td>549322</td><td>0</td><td>0</td><td>0</td></tr><tr><td>522457</td><td>0</td><td>0</td><td>0</td></tr><tr><td>951</td><td>0</td><td>0</td><td>0</td></tr></tbody></table>
<p>Download a complete, real example: <a href="${FILES}/otu_table.tsv">otu_table.tsv</a> from the Global Patterns study (Caporaso et al., PNAS 2011): 26 samples from nine environments and 19,216 OTUs. It is the table of the example project of the microbial diversity workflow.</p>
<h3>Rules the platform checks</h3>
<ul>
<li>Every feature id and every sample id is unique. Sample ids must match the ids in your metadata exactly, including upper and lower case.</li>
<li>Counts are whole, non-negative numbers. Relative abundances (fractions or percentages) are not counts: diversity indices such as Chao1 need the raw reads.</li>
<li>No empty cells: write 0 for a feature not seen in a sample.</li>
<li>Avoid spaces and special characters in sample ids; letters, digits, dots, hyphens and underscores are safe.</li>
</ul>
<h3>From other formats</h3>
<p>QIIME 2 users can export a feature table to BIOM and convert it with <code>biom convert -i table.biom -o table.tsv --to-tsv</code>; remove the first comment line (<code># Constructed from biom file</code>) and make sure the header starts with <code>OTU ID</code>. The platform also reads BIOM files directly where a tool accepts them. Tables from DADA2 in R have samples as rows: transpose them (<code>t(seqtab)</code>) and replace the sequences by short ids before writing the file.</p>
<h3>Filtering</h3>
<p>Rare features and samples with few reads add noise. The OTU/ASV filter tool and the filter step of an analysis project remove features below a total count or present in too few samples, and samples below a minimum depth. Look at the rarefaction curves before choosing a depth.</p>`,
      zh: `<h2>准备 OTU/ASV 表</h2>
<p>大多数微生物组工具和微生物多样性分析流程都从特征表开始：每个 OTU 或 ASV 在每个样本中的 reads 数。把这张表准备好，可以避免大多数运行失败。</p>
<h3>格式</h3>
<p>表格为制表符分隔的文本。第一行是表头：第一格为 <code>OTU ID</code>，之后每个样本一列。其后每一行是一个特征：第一列是它的编号，之后是各样本的整数 reads 数。例如：</p>
<table><thead><tr><th>OTU ID</th><th>CL3</th><th>CC1</th><th>SV1</th></tr></thead>
<tbody><tr><td>549322</td><td>0</td><td>0</td><td>0</td></tr><tr><td>522457</td><td>0</td><td>0</td><td>0</td></tr><tr><td>951</td><td>0</td><td>0</td><td>0</td></tr></tbody></table>
<p>下载一个完整的真实示例：来自 Global Patterns 研究（Caporaso 等，PNAS 2011）的 <a href="${FILES}/otu_table.tsv">otu_table.tsv</a>，包含来自九种环境的 26 个样本和 19,216 个 OTU。它也是微生物多样性分析流程示例项目所用的表。</p>
<h3>平台会检查的规则</h3>
<ul>
<li>每个特征编号和每个样本编号都必须唯一。样本编号必须与元数据中的编号完全一致，包括大小写。</li>
<li>计数必须是非负整数。相对丰度（比例或百分比）不是计数：Chao1 等多样性指数需要原始 reads 数。</li>
<li>不能有空单元格：某特征在某样本中未检出时请填 0。</li>
<li>样本编号中避免空格和特殊字符；字母、数字、点、连字符和下划线是安全的。</li>
</ul>
<h3>从其他格式转换</h3>
<p>QIIME 2 用户可以把特征表导出为 BIOM，再用 <code>biom convert -i table.biom -o table.tsv --to-tsv</code> 转换；删除第一行注释（<code># Constructed from biom file</code>），并确认表头以 <code>OTU ID</code> 开头。在工具支持的地方，平台也可以直接读取 BIOM 文件。R 中 DADA2 得到的表以样本为行：写出文件前请先转置（<code>t(seqtab)</code>），并把序列替换为简短编号。</p>
<h3>过滤</h3>
<p>稀有特征和 reads 数很少的样本会带来噪声。OTU/ASV 过滤工具以及分析项目中的过滤步骤可以去除总计数低于阈值或出现样本数过少的特征，以及测序深度不足的样本。选择深度前请先查看稀释曲线。</p>`,
    },
  },
  {
    code: '04-taxonomy-and-metadata',
    content: {
      en: `<h2>Taxonomy and metadata</h2>
<p>Two more tables turn a count table into biology: the taxonomy says what each feature is, and the metadata says what each sample is. Composition charts need the first; every group comparison needs the second.</p>
<h3>The taxonomy table</h3>
<p>Tab-separated, one row per feature. The header is <code>feature_id</code> followed by the ranks <code>Kingdom</code>, <code>Phylum</code>, <code>Class</code>, <code>Order</code>, <code>Family</code>, <code>Genus</code>, <code>Species</code>. An empty cell means the feature is unassigned at that rank; the platform shows it as "Unassigned" and never invents a name. Example: <a href="${FILES}/taxonomy.tsv">taxonomy.tsv</a> (Global Patterns, 19,216 features).</p>
<p>If your classifier writes one column such as <code>k__Bacteria; p__Firmicutes; c__Bacilli</code>, split it at the semicolons into the rank columns and remove the <code>k__</code>-style prefixes. The feature ids must be the same as in the OTU/ASV table; features missing from the taxonomy are counted as unassigned.</p>
<h3>The metadata (sample information) table</h3>
<p>Tab-separated, one row per sample. The first column, <code>sample_id</code>, holds the sample ids exactly as in the count table; every other column is an attribute such as the sample type, treatment, site or time point. Example: <a href="${FILES}/metadata.tsv">metadata.tsv</a>, whose <code>SampleType</code> column (soil, feces, skin, tongue, freshwater, creek, ocean, sediment, mock) is the grouping used in the publication.</p>
<ul>
<li>A grouping column should have at least two groups and, for statistical tests, at least three samples per group.</li>
<li>Keep group names short: they become legend entries and axis labels.</li>
<li>Numeric columns (pH, temperature) can colour ordination plots; leave a cell empty when a value is unknown rather than writing "NA" in some rows and 0 in others.</li>
</ul>
<h3>Groups in an analysis project</h3>
<p>In a project, the sample grouping page reads your metadata and lets you build group solutions: choose a column, or drag samples into groups by hand, and save the solution under a name. Each analysis of the project can then be run again with another solution, so you can compare, for example, human and non-human samples and then all nine sample types, without uploading anything twice.</p>
<h3>Checking before you upload</h3>
<p>Open each table in a text editor and look at the first lines: tabs between columns, one header line, no trailing empty columns. Most "sample not found" errors come from a space at the end of an id or a different spelling in the two tables.</p>`,
      zh: `<h2>物种注释与样本信息</h2>
<p>另外两张表让计数表变成生物学结论：物种注释表说明每个特征是什么，样本信息（元数据）表说明每个样本是什么。物种组成图需要前者，所有分组比较都需要后者。</p>
<h3>物种注释表</h3>
<p>制表符分隔，每个特征一行。表头为 <code>feature_id</code>，之后依次是分类水平 <code>Kingdom</code>、<code>Phylum</code>、<code>Class</code>、<code>Order</code>、<code>Family</code>、<code>Genus</code>、<code>Species</code>。空单元格表示该特征在这一水平上未注释；平台会显示为"未注释"，不会编造名称。示例：<a href="${FILES}/taxonomy.tsv">taxonomy.tsv</a>（Global Patterns，19,216 个特征）。</p>
<p>如果您的注释工具输出的是一列，例如 <code>k__Bacteria; p__Firmicutes; c__Bacilli</code>，请按分号拆分到各分类水平列，并去掉 <code>k__</code> 这类前缀。特征编号必须与 OTU/ASV 表一致；注释表中缺失的特征按未注释统计。</p>
<h3>样本信息（元数据）表</h3>
<p>制表符分隔，每个样本一行。第一列 <code>sample_id</code> 为样本编号，必须与计数表完全一致；其余每一列是一个属性，例如样本类型、处理、采样点或时间点。示例：<a href="${FILES}/metadata.tsv">metadata.tsv</a>，其中 <code>SampleType</code> 列（土壤、粪便、皮肤、舌、淡水、溪流、海洋、沉积物、模拟群落）就是原文使用的分组。</p>
<ul>
<li>用于分组的列至少要有两个组；做统计检验时每组至少三个样本。</li>
<li>组名尽量简短：它们会成为图例和坐标轴标签。</li>
<li>数值列（pH、温度）可以用于给排序图着色；未知的值请留空，不要有的行写 "NA"、有的行写 0。</li>
</ul>
<h3>分析项目中的分组</h3>
<p>在项目中，样本分组页面会读取您的元数据，您可以据此建立分组方案：选择一列，或手动把样本拖入各组，再给方案命名保存。项目中的每项分析都可以换用其他方案重新运行，例如先比较人体与非人体样本，再比较全部九种样本类型，而无需重复上传任何文件。</p>
<h3>上传前的检查</h3>
<p>用文本编辑器打开每张表，看看前几行：列之间是制表符，只有一行表头，末尾没有多余的空列。大多数"找不到样本"的错误都来自编号末尾的空格，或两张表中拼写不一致。</p>`,
    },
  },
  {
    code: '05-reading-diversity',
    content: {
      en: `<h2>Reading a diversity result</h2>
<p>Diversity analysis answers two questions: how rich and even is each community (alpha diversity), and how different are the communities from each other (beta diversity). Here is how to read the platform's charts and tables without over-reading them.</p>
<h3>Rarefaction curves first</h3>
<p>Each curve shows how many features are observed as more reads of a sample are drawn. A curve that levels off means sequencing captured most of the community; a curve still rising steeply means more features would appear with more reads. Compare samples at a depth where all curves have flattened, and be careful with samples whose curves stop early: they are the first to remove when you choose a rarefaction depth.</p>
<h3>Alpha diversity</h3>
<ul>
<li><strong>Observed features</strong> and <strong>Chao1</strong> measure richness; Chao1 adds an estimate of features missed, from the number of singletons and doubletons, so it needs raw counts.</li>
<li><strong>Shannon</strong> combines richness and evenness; <strong>Simpson</strong> weighs the dominant features most.</li>
<li><strong>Faith's PD</strong> sums the branch lengths of the phylogenetic tree covered by a sample.</li>
</ul>
<p>The box plots compare groups; the Kruskal-Wallis test (and pairwise Wilcoxon tests) say whether the differences are larger than the spread within groups. A p-value below 0.05 means the groups differ; it does not say by how much: look at the boxes themselves.</p>
<h3>Beta diversity and ordination</h3>
<p>A distance matrix (Bray-Curtis on abundances, Jaccard on presence, UniFrac using the tree) compares every pair of samples. PCoA and NMDS place samples on a plane so that close points are similar communities. The percentage on each PCoA axis is the share of variation it shows; if the first two axes show little, the picture is incomplete. For NMDS, a stress below 0.2 is usually acceptable.</p>
<h3>Is the grouping real?</h3>
<p><strong>PERMANOVA</strong> tests whether group centroids differ; its R² is the share of variation the grouping explains. <strong>ANOSIM</strong> gives R between −1 and 1; values near 0 mean no separation. Both use permutations, so p-values depend on the number of permutations (999 by default). A significant PERMANOVA with very different spreads between groups can reflect dispersion rather than location; compare the spread of each group on the plot.</p>
<p>With the Global Patterns example, SampleType explains most of the variation: soil, ocean and feces samples form clearly separated clusters, and the feces and tongue samples have the lowest alpha diversity.</p>`,
      zh: `<h2>如何解读多样性结果</h2>
<p>多样性分析回答两个问题：每个群落有多丰富、多均匀（Alpha 多样性），以及群落之间差异有多大（Beta 多样性）。下面介绍如何解读平台的图表和表格，同时避免过度解读。</p>
<h3>先看稀释曲线</h3>
<p>每条曲线表示随着抽取的 reads 增多，某个样本观察到的特征数如何变化。曲线趋于平坦，说明测序已覆盖群落的大部分；曲线仍在快速上升，说明增加测序还会发现更多特征。应在所有曲线都已平坦的深度上比较样本；对曲线很早就结束的样本要谨慎，选择抽平深度时它们是最先被去除的。</p>
<h3>Alpha 多样性</h3>
<ul>
<li><strong>Observed features</strong> 和 <strong>Chao1</strong> 衡量丰富度；Chao1 根据只出现一次和两次的特征数估计遗漏的特征，因此需要原始计数。</li>
<li><strong>Shannon</strong> 同时反映丰富度和均匀度；<strong>Simpson</strong> 更看重优势特征。</li>
<li><strong>Faith's PD</strong> 是样本在系统发育树上覆盖的枝长之和。</li>
</ul>
<p>箱线图用于比较各组；Kruskal-Wallis 检验（以及两两 Wilcoxon 检验）说明组间差异是否大于组内波动。p 值小于 0.05 表示各组有差异，但不说明差异有多大：请看箱体本身。</p>
<h3>Beta 多样性与排序</h3>
<p>距离矩阵（基于丰度的 Bray-Curtis、基于有无的 Jaccard、利用系统发育树的 UniFrac）比较每一对样本。PCoA 和 NMDS 把样本放在平面上，点越近群落越相似。PCoA 每个轴上的百分比是该轴展示的变异比例；如果前两个轴的比例很小，图像就是不完整的。对于 NMDS，stress 小于 0.2 通常可以接受。</p>
<h3>分组是否真的有差异？</h3>
<p><strong>PERMANOVA</strong> 检验各组中心是否不同，其 R² 是分组解释的变异比例。<strong>ANOSIM</strong> 给出 −1 到 1 之间的 R，接近 0 表示没有分离。两者都基于置换，p 值取决于置换次数（默认 999）。如果各组离散程度差别很大，显著的 PERMANOVA 可能反映的是离散度而不是位置差异；请在图上比较每组的分布范围。</p>
<p>在 Global Patterns 示例中，SampleType 解释了大部分变异：土壤、海洋和粪便样本形成明显分开的簇，粪便和舌样本的 Alpha 多样性最低。</p>`,
    },
  },
  {
    code: '06-project-page',
    content: {
      en: `<h2>The analysis project page and its tools</h2>
<p>A cloud workflow run creates an analysis project: one page that holds every result of the analysis, the tools to refine it, and its report. This tutorial explains the parts of that page.</p>
<h3>The header</h3>
<p>At the top you find the project's tracking number, batch id and name, its expiry date, and the <strong>cloud files</strong> drawer with every input and output file for download. Projects are kept for a limited time; a project about to expire becomes view-only, and you receive a message beforehand. Example projects are view-only too.</p>
<h3>The task summary</h3>
<p>The bar below the header counts the project's tasks by status. It updates live while tasks run; you do not need to reload the page.</p>
<h3>The group menu</h3>
<p>The left menu lists the analysis groups of the workflow, for example overview, quality control, OTU/ASV filtering, sample grouping, alpha diversity, beta diversity and composition. Open a group to see its items; each item shows its charts and tables, with downloads.</p>
<ul>
<li><strong>Overview</strong> shows guide cards (like the one that brought you here), the base information of the batch and the sample table.</li>
<li><strong>Quality control</strong> summarises reads, bases, lengths and Q20/Q30 per sample; samples that fail the rules are marked.</li>
<li><strong>OTU/ASV filter</strong> lets you remove rare features and shallow samples and see how many remain before applying it.</li>
<li><strong>Sample grouping</strong> holds your group solutions (see "Taxonomy and metadata").</li>
</ul>
<h3>Running analyses again</h3>
<p>Many items offer <strong>Run again</strong>: choose another group solution or change parameters, and a new run appears next to the earlier one. One-click analysis runs the whole set of items again with a chosen solution. Each run is kept, so you can compare results side by side.</p>
<h3>The report</h3>
<p>The report page assembles the project's results with explanatory text into one document, which you can read online or download as PDF, in Chinese or English.</p>
<h3>Feedback from the project page</h3>
<p>The <strong>Feedback</strong> button on the project page sends your question together with the project's address, so staff see exactly which project and which panel you mean. Attach a screenshot of the chart you are asking about; staff replies appear under <em>My feedback</em> and as a message.</p>`,
      zh: `<h2>分析项目页面及其工具</h2>
<p>运行一个云端分析流程会创建一个分析项目：一个页面汇集了分析的全部结果、进一步调整的工具以及报告。本教程介绍这个页面的各个部分。</p>
<h3>页头</h3>
<p>顶部显示项目的跟踪号、批次号和名称、到期日期，以及<strong>云端文件</strong>抽屉，其中可以下载所有输入和输出文件。项目保存时间有限；即将到期的项目变为只读，并会提前以消息通知您。示例项目同样是只读的。</p>
<h3>任务概览</h3>
<p>页头下方的状态栏按状态统计项目的任务数。任务运行时它会实时更新，无需刷新页面。</p>
<h3>分组菜单</h3>
<p>左侧菜单列出流程的分析分组，例如概览、质控、OTU/ASV 过滤、样本分组、Alpha 多样性、Beta 多样性和物种组成。打开分组即可看到其中的分析项；每个分析项显示其图表和表格，并可下载。</p>
<ul>
<li><strong>概览</strong>显示指南卡片（例如把您带到这里的那张）、批次基本信息和样本表。</li>
<li><strong>质控</strong>汇总每个样本的 reads 数、碱基数、长度以及 Q20/Q30；不符合规则的样本会被标出。</li>
<li><strong>OTU/ASV 过滤</strong>可以去除稀有特征和测序深度不足的样本，并在应用前显示保留的数量。</li>
<li><strong>样本分组</strong>保存您的分组方案（见"物种注释与样本信息"）。</li>
</ul>
<h3>重新运行分析</h3>
<p>许多分析项提供<strong>重新运行</strong>：选择另一个分组方案或修改参数后，新的运行结果会出现在之前结果的旁边。一键分析会用所选方案重新运行全部分析项。每次运行都会保留，便于并排比较。</p>
<h3>报告</h3>
<p>报告页面把项目结果和说明文字汇编成一份文档，可以在线阅读，也可以下载为中文或英文 PDF。</p>
<h3>在项目页面提交反馈</h3>
<p>项目页面上的<strong>意见反馈</strong>按钮会把您的问题连同项目地址一起提交，工作人员能准确看到您指的是哪个项目、哪个面板。请附上相关图表的截图；工作人员的回复会显示在"我的反馈"中，并以消息通知您。</p>`,
    },
  },
]
