# Demo files of the microbiome method tools (RichnessEstimators, CoreMicrobiome, RankAbundance, TaxonomyTreemap, FaithPD,
# CoOccurrenceNetwork, DeseqAbundance, ClrDifferentialAbundance): copies of the Global Patterns files that
# microbiome-demos.R and microbiome-groups-demos.R write for the older tools. Base R only. Run from
# the repository root after those two:
#   Rscript tools/microbiome/microbiome-methods-demos.R
copy_demo <- function(from, to, names) {
  dir.create(file.path("tools/microbiome", to, "demo"), showWarnings = FALSE, recursive = TRUE)
  for (name in names) {
    stopifnot(file.copy(file.path("tools/microbiome", from, "demo", name),
                        file.path("tools/microbiome", to, "demo", name), overwrite = TRUE))
  }
}
copy_demo("alpha-diversity", "richness-estimators", c("otu_table.tsv", "metadata.tsv"))
for (tool in c("core-microbiome", "rank-abundance", "deseq-abundance", "clr-differential-abundance")) {
  copy_demo("differential-abundance", tool, c("otu_table_taxonomy_top2000.tsv", "metadata.tsv"))
}
copy_demo("differential-abundance", "co-occurrence-network", "otu_table_taxonomy_top2000.tsv")
copy_demo("differential-abundance", "taxonomy-treemap", "otu_table_taxonomy_top2000.tsv")
copy_demo("beta-diversity-pcoa", "faith-pd", c("otu_table.tsv", "tree.nwk", "metadata.tsv"))
