# Builds the phylogenetic demo files of the microbiome tools from the Global Patterns data (see the
# demo folders' READMEs). Needs ape (Debian r-cran-ape, a dependency of r-bioc-phyloseq). Run from
# the repository root:
#   Rscript tools/microbiome/phylogenetic-demos.R [/work/shared/data/global-patterns]
#
# Writes:
# - BetaDiversityPCoA/tree.nwk, NMDSPlot/tree.nwk: the Global Patterns tree unchanged (19,216 tips,
#   one per OTU of their otu_table.tsv);
# - SampleClusteringTree/otu_table_top2000.tsv: the 2,000 OTUs with the most reads over all 26
#   samples (ties broken by file order), in file order, header "OTU ID" then the sample ids;
# - SampleClusteringTree/tree_top2000.nwk: the tree cut down to those 2,000 tips (ape::keep.tip,
#   which joins the branches of a node left with one child, so every path keeps its length);
# - SampleClusteringTree/metadata.tsv: the sample metadata unchanged.
suppressPackageStartupMessages(library(ape))
args <- commandArgs(trailingOnly = TRUE)
source_dir <- if (length(args) > 0) args[1] else "/work/shared/data/global-patterns"
# Each tool's demo files live in its folder's demo/ (tools/microbiome/<slug>/demo/).
demo_dir <- function(tool) file.path("tools/microbiome", c(
  AlphaDiversity = "alpha-diversity", RarefactionCurves = "rarefaction-curves",
  BetaDiversityPCoA = "beta-diversity-pcoa", NMDSPlot = "nmds-plot", TaxonomyComposition = "taxonomy-composition",
  OtuTableFilter = "otu-table-filter", LefseLDA = "lefse-lda", SharedFeatures = "shared-features",
  DifferentialAbundance = "differential-abundance", TaxonomyHeatmap = "taxonomy-heatmap",
  SampleClusteringTree = "sample-clustering-tree"
)[[tool]], "demo")

for (tool in c("BetaDiversityPCoA", "NMDSPlot")) {
  writeLines(readLines(file.path(source_dir, "tree.nwk")), file.path(demo_dir(tool), "tree.nwk"))
}

otu_lines <- readLines(file.path(source_dir, "otu_table.tsv"))
fields <- strsplit(otu_lines[-1], "\t")
otu_ids <- vapply(fields, `[`, "", 1)
otu_totals <- vapply(fields, function(f) sum(as.numeric(f[-1])), 0)
top2000 <- sort(order(-otu_totals, seq_along(otu_totals))[1:2000])

tree <- read.tree(file.path(source_dir, "tree.nwk"))
stopifnot(is.rooted(tree), setequal(tree$tip.label, otu_ids))
pruned <- keep.tip(tree, otu_ids[top2000])
stopifnot(is.rooted(pruned), length(pruned$tip.label) == 2000)

out <- demo_dir("SampleClusteringTree")
dir.create(out, showWarnings = FALSE)
writeLines(c(otu_lines[1], otu_lines[-1][top2000]), file.path(out, "otu_table_top2000.tsv"))
write.tree(pruned, file.path(out, "tree_top2000.nwk"))
writeLines(readLines(file.path(source_dir, "metadata.tsv")), file.path(out, "metadata.tsv"))
cat("wrote the phylogenetic demo files\n")
