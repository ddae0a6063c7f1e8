# Writes the demo files of the ordination viewer (tools/microbiome/ordination-viewer/demo/): vegan's
# Dutch dune meadow vegetation (dune) and its environment (dune.env). Run from the repository root:
#   Rscript tools/microbiome/ordination-viewer-demos.R
# (Debian r-cran-vegan 2.6-4). Jongman RH, ter Braak CJF, van Tongeren OFR (1987) "Data analysis in
# community and landscape ecology", Pudoc, Wageningen.
suppressMessages(library(vegan))
data(dune)
data(dune.env)

# Sites are named site1..site20 (vegan names them 1..20) so a sample name never reads as a number.
sites <- paste0("site", rownames(dune))
dir <- "tools/microbiome/ordination-viewer/demo"
dir.create(dir, showWarnings = FALSE, recursive = TRUE)

counts <- cbind(data.frame(`OTU ID` = colnames(dune), check.names = FALSE), t(as.matrix(dune)))
colnames(counts) <- c("OTU ID", sites)
write.table(counts, file.path(dir, "dune.tsv"), sep = "\t", quote = FALSE, row.names = FALSE)

environment <- data.frame(sample_id = sites, lapply(dune.env, as.character), check.names = FALSE)
write.table(environment, file.path(dir, "dune-env.tsv"), sep = "\t", quote = FALSE, row.names = FALSE)
