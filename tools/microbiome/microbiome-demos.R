# Builds the demo tables of the microbiome tools from the Global Patterns data (see each tool's
# demo folder README for what it uses). Base R only. Run from the repository root:
#   Rscript tools/microbiome/microbiome-demos.R [/work/shared/data/global-patterns]
#
# Writes, for every tool that takes it:
# - otu_table.tsv: the OTU table unchanged (header "OTU ID", 19,216 OTUs x 26 samples);
# - otu_table_taxonomy.tsv: the same counts with a trailing "taxonomy" column, a Greengenes
#   lineage built from taxonomy.tsv: "k__<Kingdom>; p__<Phylum>; ...; s__<Species>", an empty rank
#   kept as its bare prefix ("g__"), as QIIME 1 wrote unassigned ranks;
# - metadata.tsv: the sample metadata unchanged (not for the filter, which takes no metadata);
# - LefseLDA/otu_table_taxonomy_top2000.tsv: the 2,000 OTUs with the most reads over all samples
#   (ties broken by file order), in file order, with the taxonomy column: LEfSe's discriminant
#   analysis on all 19,216 OTUs' genera takes longer than a demo may (2 s).
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

otu_lines <- readLines(file.path(source_dir, "otu_table.tsv"))
tax <- read.delim(file.path(source_dir, "taxonomy.tsv"), check.names = FALSE, colClasses = "character",
                  na.strings = character(0))
otu_ids <- sub("\t.*", "", otu_lines[-1])
stopifnot(identical(otu_ids, tax$feature_id))

prefixes <- c("k__", "p__", "c__", "o__", "f__", "g__", "s__")
ranks <- as.matrix(tax[, c("Kingdom", "Phylum", "Class", "Order", "Family", "Genus", "Species")])
lineage <- apply(ranks, 1, function(names) paste0(prefixes, names, collapse = "; "))
with_taxonomy <- c(paste0(otu_lines[1], "\ttaxonomy"), paste0(otu_lines[-1], "\t", lineage))

copy_into <- function(tool, files) {
  dir.create(demo_dir(tool), showWarnings = FALSE)
  for (name in names(files)) writeLines(files[[name]], file.path(demo_dir(tool), name))
}
metadata <- readLines(file.path(source_dir, "metadata.tsv"))
plain <- list(otu_table.tsv = otu_lines, metadata.tsv = metadata)
taxonomic <- list(otu_table_taxonomy.tsv = with_taxonomy, metadata.tsv = metadata)

for (tool in c("AlphaDiversity", "RarefactionCurves", "BetaDiversityPCoA", "NMDSPlot")) copy_into(tool, plain)
copy_into("TaxonomyComposition", taxonomic)
copy_into("OtuTableFilter", taxonomic["otu_table_taxonomy.tsv"])

otu_totals <- vapply(strsplit(otu_lines[-1], "\t"), function(fields) sum(as.numeric(fields[-1])), 0)
top2000 <- sort(order(-otu_totals, seq_along(otu_totals))[1:2000])
copy_into("LefseLDA", list(otu_table_taxonomy_top2000.tsv = c(with_taxonomy[1], with_taxonomy[-1][top2000]), metadata.tsv = metadata))
