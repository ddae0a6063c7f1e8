# Writes the demo files of the k-means clustering and Procrustes analysis tools into their folders'
# demo/ (tools/statistics/<tool>/demo/); each folder's README.md says what its file holds.
# Run from the repository root:  Rscript tools/statistics/clustering-demos.R
# Needs R 4.2 with vegan (Debian: r-cran-vegan).
suppressPackageStartupMessages(library(vegan))
demo_dir <- function(tool) file.path("tools/statistics", tool, "demo")
write_demo <- function(data, tool, file) {
  dir.create(demo_dir(tool), showWarnings = FALSE, recursive = TRUE)
  write.table(data, file.path(demo_dir(tool), file), sep = "\t", quote = FALSE, row.names = FALSE, na = "")
  cat("wrote", file.path(tool, file), nrow(data), "rows\n")
}

# USArrests (R datasets): violent crime arrests per 100,000 residents and percent urban population
# of the 50 US states in 1973 (McNeil 1977).
write_demo(data.frame(state = rownames(USArrests), USArrests), "k-means-clustering", "usarrests.tsv")

# varespec / varechem (vegan): lichen pasture vegetation and soil chemistry of 24 sites (Väre et al.
# 1995). Two ordinations of the same sites, both deterministic (no NMDS random starts):
# - vegetation: classical scaling (PCoA, cmdscale) of the Bray-Curtis distances of the
#   Wisconsin double-standardized cover, as vegan's procrustes example does before isoMDS;
# - soil: principal components of the 14 standardized soil variables (prcomp(scale. = TRUE)).
# Values are rounded to 8 significant digits, so the file is what the reference is computed from.
data(varespec); data(varechem)
vegetation <- cmdscale(vegdist(wisconsin(varespec)), k = 2)
soil <- prcomp(varechem, scale. = TRUE)$x[, 1:3]
ordinations <- data.frame(
  site = rownames(varespec),
  Veg1 = signif(vegetation[, 1], 8), Veg2 = signif(vegetation[, 2], 8),
  Soil1 = signif(soil[, 1], 8), Soil2 = signif(soil[, 2], 8), Soil3 = signif(soil[, 3], 8)
)
write_demo(ordinations, "procrustes-analysis", "vare-ordinations.tsv")
