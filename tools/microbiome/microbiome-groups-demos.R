# Demo files of the tools that compare groups of samples (SharedFeatures, DifferentialAbundance,
# TaxonomyHeatmap): the LEfSe demo's 2,000 most abundant Global Patterns OTUs with their taxonomy,
# and the sample metadata, which microbiome-demos.R writes into LefseLDA/. Base R only. Run from the
# repository root after microbiome-demos.R:
#   Rscript tools/microbiome/microbiome-groups-demos.R
# Each tool's demo files live in its folder's demo/ (tools/microbiome/<slug>/demo/).
demo_dir <- function(tool) file.path("tools/microbiome", c(
  AlphaDiversity = "alpha-diversity", RarefactionCurves = "rarefaction-curves",
  BetaDiversityPCoA = "beta-diversity-pcoa", NMDSPlot = "nmds-plot", TaxonomyComposition = "taxonomy-composition",
  OtuTableFilter = "otu-table-filter", LefseLDA = "lefse-lda", SharedFeatures = "shared-features",
  DifferentialAbundance = "differential-abundance", TaxonomyHeatmap = "taxonomy-heatmap",
  SampleClusteringTree = "sample-clustering-tree"
)[[tool]], "demo")
for (tool in c("SharedFeatures", "DifferentialAbundance", "TaxonomyHeatmap")) {
  dir.create(demo_dir(tool), showWarnings = FALSE)
  for (name in c("otu_table_taxonomy_top2000.tsv", "metadata.tsv")) {
    stopifnot(file.copy(file.path(demo_dir("LefseLDA"), name), file.path(demo_dir(tool), name), overwrite = TRUE))
  }
}
