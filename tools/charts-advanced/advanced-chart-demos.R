# Writes the demo files of the advanced chart tools into their folders' demo/ (tools/charts-advanced/
# <tool>/demo/); each folder's README.md says what its file holds.
# Run from the repository root:  Rscript tools/charts-advanced/advanced-chart-demos.R
# Needs R 4.2 with edgeR, org.Hs.eg.db, GO.db, survival, pROC (Debian: r-bioc-edger,
# r-bioc-org.hs.eg.db, r-bioc-go.db, r-cran-survival, r-cran-proc) and the shared data in
# $SHARED_DATA (default /work/shared/data: rnaseq-marioni/, global-patterns/).
suppressPackageStartupMessages({
  library(edgeR)
  library(org.Hs.eg.db)
  library(GO.db)
  library(survival)
  library(pROC)
})
shared <- Sys.getenv("SHARED_DATA", "/work/shared/data")
demo_dir <- function(tool) file.path("tools/charts-advanced", tool, "demo")
write_demo <- function(data, tool, file) {
  dir.create(demo_dir(tool), showWarnings = FALSE)
  write.table(data, file.path(demo_dir(tool), file), sep = "\t", quote = FALSE, row.names = FALSE, na = "")
  cat("wrote", file.path(tool, file), nrow(data), "rows\n")
}

# --- Marioni et al. 2008: kidney vs liver, per-gene Welch t-test on TMM log2 CPM ---------------
marioni_dir <- file.path(shared, "rnaseq-marioni")
counts <- as.matrix(read.delim(file.path(marioni_dir, "marioni.counts.tsv"), row.names = 1, check.names = FALSE))
samples <- read.delim(file.path(marioni_dir, "marioni.samples.tsv"))
genes <- read.delim(file.path(marioni_dir, "marioni.genes.tsv"))
tissue <- samples$tissue[match(colnames(counts), samples$sample_id)]
dge <- DGEList(counts)
dge <- dge[filterByExpr(dge, group = tissue), , keep.lib.sizes = FALSE]
dge <- calcNormFactors(dge)
log_cpm <- cpm(dge, log = TRUE, prior.count = 2)
kidney <- tissue == "Kidney"
tests <- t(apply(log_cpm, 1, function(v) {
  test <- t.test(v[kidney], v[!kidney])
  c(log2FC = mean(v[kidney]) - mean(v[!kidney]), log2CPM = mean(v), t = unname(test$statistic), pvalue = test$p.value)
}))
symbols <- mapIds(org.Hs.eg.db, rownames(tests), "SYMBOL", "ENSEMBL", multiVals = "first")
annotation <- genes[match(rownames(tests), genes$gene_id), ]
differential <- data.frame(
  gene_id = rownames(tests),
  symbol = ifelse(is.na(symbols), rownames(tests), symbols),
  chrom = annotation$chrom,
  start = annotation$start,
  log2CPM = round(tests[, "log2CPM"], 4),
  log2FC = round(tests[, "log2FC"], 4),
  t = round(tests[, "t"], 4),
  pvalue = signif(tests[, "pvalue"], 6),
  padj = signif(p.adjust(tests[, "pvalue"], "BH"), 6)
)
for (tool in c("volcano-plot", "ma-plot", "manhattan-plot", "qq-plot")) write_demo(differential, tool, "marioni-kidney-vs-liver.tsv")

most_variable <- order(apply(log_cpm, 1, var), decreasing = TRUE)[1:40]
heatmap <- data.frame(gene = make.unique(differential$symbol[most_variable]), round(log_cpm[most_variable, ], 3), check.names = FALSE)
write_demo(heatmap, "clustered-heatmap", "marioni-top40-log2cpm.tsv")

# GO biological-process over-representation of the genes higher in kidney (FDR < 0.05, log2FC > 1)
# among all tested genes with an Entrez id, as clusterProfiler's enrichGO computes it: every GO
# term with its ancestors (GOALL), terms with 10 to 500 universe genes, one-sided hypergeometric p.
entrez <- mapIds(org.Hs.eg.db, differential$gene_id, "ENTREZID", "ENSEMBL", multiVals = "first")
universe <- unique(na.omit(entrez))
selected <- unique(na.omit(entrez[differential$padj < 0.05 & differential$log2FC > 1]))
go <- suppressMessages(AnnotationDbi::select(org.Hs.eg.db, keys = universe, columns = c("GOALL", "ONTOLOGYALL"), keytype = "ENTREZID"))
go <- unique(go[!is.na(go$GOALL) & go$ONTOLOGYALL == "BP", c("ENTREZID", "GOALL")])
term_genes <- split(go$ENTREZID, go$GOALL)
term_genes <- term_genes[lengths(term_genes) >= 10 & lengths(term_genes) <= 500]
N <- length(universe); n <- length(selected)
hits <- lapply(term_genes, intersect, selected)
k <- lengths(hits); K <- lengths(term_genes)
tested <- k > 0
p <- phyper(k[tested] - 1, K[tested], N - K[tested], n, lower.tail = FALSE)
symbol_of <- setNames(differential$symbol, entrez)
enrichment <- data.frame(
  ID = names(term_genes)[tested],
  Description = unname(Term(names(term_genes)[tested])),
  GeneRatio = paste0(k[tested], "/", n),
  BgRatio = paste0(K[tested], "/", N),
  pvalue = signif(p, 6),
  p.adjust = signif(p.adjust(p, "BH"), 6),
  geneID = vapply(hits[tested], function(ids) paste(symbol_of[ids], collapse = "/"), ""),
  Count = k[tested]
)
enrichment <- enrichment[order(enrichment$pvalue), ]
enrichment <- enrichment[enrichment$p.adjust < 0.05, ]
write_demo(enrichment, "enrichment-bubble", "go-bp-kidney-up.tsv")

# --- Global Patterns (Caporaso et al. 2011) -------------------------------------------------
gp_dir <- file.path(shared, "global-patterns")
otu <- as.matrix(read.delim(file.path(gp_dir, "otu_table.tsv"), row.names = 1, check.names = FALSE))
taxonomy <- read.delim(file.path(gp_dir, "taxonomy.tsv"), row.names = 1, na.strings = "")
metadata <- read.delim(file.path(gp_dir, "metadata.tsv"))
sample_type <- metadata$SampleType[match(colnames(otu), metadata$sample_id)]

phylum <- taxonomy[rownames(otu), "Phylum"]
phyla <- rowsum(otu, ifelse(is.na(phylum), "Unassigned", phylum))
percent <- t(t(phyla) / colSums(phyla)) * 100
top <- names(sort(rowMeans(percent[rownames(percent) != "Unassigned", ]), decreasing = TRUE))[1:10]
composition <- data.frame(sample_id = colnames(otu), SampleType = sample_type, round(t(percent[top, ]), 4),
                          Other = round(100 - colSums(percent[top, ]), 4), check.names = FALSE)
for (tool in c("correlation-heatmap", "dendrogram")) write_demo(composition, tool, "global-patterns-phyla.tsv")

# A genus is "found" in an environment when its OTUs hold at least 10 reads over that environment's samples.
genus <- taxonomy[rownames(otu), "Genus"]
genus_counts <- rowsum(otu[!is.na(genus), ], genus[!is.na(genus)])
genera_in <- function(type) sort(rownames(genus_counts)[rowSums(genus_counts[, sample_type == type, drop = FALSE]) >= 10])
as_columns <- function(types) {
  sets <- lapply(setNames(types, types), genera_in)
  longest <- max(lengths(sets))
  as.data.frame(lapply(sets, function(s) c(s, rep(NA, longest - length(s)))), check.names = FALSE)
}
write_demo(as_columns(c("Soil", "Ocean", "Feces", "Skin")), "venn-diagram", "global-patterns-genera.tsv")
write_demo(as_columns(c("Soil", "Sediment (estuary)", "Freshwater", "Freshwater (creek)", "Ocean", "Feces", "Skin", "Tongue")),
           "upset-plot", "global-patterns-genera-by-environment.tsv")

# --- Data sets shipped with R packages -------------------------------------------------------
lung_export <- lung
lung_export$sex <- ifelse(lung$sex == 1, "Male", "Female")
write_demo(lung_export, "survival-curve", "lung.tsv")
write_demo(aSAH, "roc-curve", "asah.tsv")
write_demo(iris, "pca-plot", "iris.tsv")
