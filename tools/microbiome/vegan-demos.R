# Writes the demo files of the tools that use vegan's lichen pasture data (varespec, varechem):
# tools/microbiome/envfit/demo/. Run from the repository root:  Rscript tools/microbiome/vegan-demos.R
# (Debian r-cran-vegan 2.6-4). Väre H, Ohtonen R, Oksanen J (1995) "Effects of reindeer grazing on
# understorey vegetation in dry Pinus sylvestris forests", J Vegetation Science 6:523-530.
suppressMessages(library(vegan))
data(varespec)
data(varechem)

write_species <- function(dir) {
  out <- cbind(data.frame(`OTU ID` = colnames(varespec), check.names = FALSE), t(varespec))
  write.table(out, file.path(dir, "varespec.tsv"), sep = "\t", quote = FALSE, row.names = FALSE)
}
write_chemistry <- function(dir) {
  out <- cbind(data.frame(sample_id = rownames(varechem), check.names = FALSE), varechem)
  write.table(out, file.path(dir, "varechem.tsv"), sep = "\t", quote = FALSE, row.names = FALSE)
}

for (dir in c("tools/microbiome/envfit/demo")) {
  dir.create(dir, showWarnings = FALSE, recursive = TRUE)
  write_species(dir)
  write_chemistry(dir)
}
