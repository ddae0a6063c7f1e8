# Demo files of the tools that compare groups of samples (SharedFeatures, DifferentialAbundance,
# TaxonomyHeatmap): the LEfSe demo's 2,000 most abundant Global Patterns OTUs with their taxonomy,
# and the sample metadata, which microbiome-demos.R writes into LefseLDA/. Base R only. Run from the
# repository root after microbiome-demos.R:
#   Rscript db/seed/tools/demo-files/microbiome-groups-demos.R
demo_root <- "db/seed/tools/demo-files"
for (tool in c("SharedFeatures", "DifferentialAbundance", "TaxonomyHeatmap")) {
  dir.create(file.path(demo_root, tool), showWarnings = FALSE)
  for (name in c("otu_table_taxonomy_top2000.tsv", "metadata.tsv")) {
    stopifnot(file.copy(file.path(demo_root, "LefseLDA", name), file.path(demo_root, tool, name), overwrite = TRUE))
  }
}
