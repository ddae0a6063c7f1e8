# Writes the demo files of the constrained ordination tools from vegan's own data sets (Debian
# r-cran-vegan 2.6-4). Run from the repository root:  Rscript tools/microbiome/constrained-ordination-demos.R
# - tools/microbiome/redundancy-analysis/demo/: dune meadow vegetation (dune) and its environment
#   (dune.env); Jongman, ter Braak & van Tongeren (1987) Data analysis in community and landscape ecology.
# - tools/microbiome/canonical-correspondence-analysis/demo/: lichen pastures (varespec) and their soil
#   chemistry (varechem); Väre, Ohtonen & Oksanen (1995) J Vegetation Science 6:523-530.
# Species are rows (header "OTU ID") and sites columns, as the OTU/ASV table reader takes them; the
# environmental tables have the site ids in their first column.
suppressMessages(library(vegan))
data(dune)
data(dune.env)
data(varespec)
data(varechem)

write_species <- function(community, path) {
  out <- cbind(data.frame(`OTU ID` = colnames(community), check.names = FALSE), t(community))
  write.table(out, path, sep = "\t", quote = FALSE, row.names = FALSE)
}
write_environment <- function(environment, path) {
  out <- cbind(data.frame(sample_id = rownames(environment), check.names = FALSE), environment)
  write.table(out, path, sep = "\t", quote = FALSE, row.names = FALSE)
}

rda_dir <- "tools/microbiome/redundancy-analysis/demo"
cca_dir <- "tools/microbiome/canonical-correspondence-analysis/demo"
for (dir in c(rda_dir, cca_dir)) dir.create(dir, showWarnings = FALSE, recursive = TRUE)
write_species(dune, file.path(rda_dir, "dune.tsv"))
# Moisture, Manure and Use are ordered factors in R; written as their labels (Moisture and Manure
# are numbers, so the tool reads them as numbers).
write_environment(dune.env, file.path(rda_dir, "dune-env.tsv"))
write_species(varespec, file.path(cca_dir, "varespec.tsv"))
write_environment(varechem, file.path(cca_dir, "varechem.tsv"))
