# Writes the demo files of the model and multivariate statistics tools (linear and logistic
# regression, Mantel, Procrustes, k-means, t-SNE, UMAP, ROC with confidence intervals) into their
# folders' demo/ (tools/statistics/<tool>/demo/); each folder's README.md says what its file holds.
# Run from the repository root:  Rscript tools/statistics/model-demos.R
# Needs R 4.2 with MASS, vegan and pROC (Debian: r-cran-mass, r-cran-vegan, r-cran-proc).
suppressPackageStartupMessages({
  library(MASS)
  library(vegan)
  library(pROC)
})
demo_dir <- function(tool) file.path("tools/statistics", tool, "demo")
write_demo <- function(data, tool, file) {
  dir.create(demo_dir(tool), showWarnings = FALSE, recursive = TRUE)
  write.table(data, file.path(demo_dir(tool), file), sep = "\t", quote = FALSE, row.names = FALSE, na = "")
  cat("wrote", file.path(tool, file), nrow(data), "rows\n")
}

# mtcars (R datasets): fuel consumption and design of 32 cars (Motor Trend, 1974).
write_demo(data.frame(car = rownames(mtcars), mtcars), "linear-regression", "mtcars.tsv")

# Pima.tr (MASS): diabetes in 200 Pima Indian women (Smith et al. 1988).
write_demo(Pima.tr, "logistic-regression", "pima.tsv")

# varespec / varechem (vegan): lichen pasture vegetation and soil chemistry of 24 sites (Väre et al. 1995).
data(varespec); data(varechem)
write_demo(data.frame(site = rownames(varechem), varechem, varespec, check.names = FALSE), "mantel-test", "varespec-varechem.tsv")

# Procrustes: the 24 sites on the first two axes of a PCA of the scaled soil chemistry and of a PCoA of
# the vegetation's Bray-Curtis distances.
chemistry <- prcomp(varechem, scale. = TRUE)$x[, 1:2]
vegetation <- cmdscale(vegdist(varespec, "bray"), k = 2)
write_demo(data.frame(site = rownames(varechem), chem_PC1 = round(chemistry[, 1], 6), chem_PC2 = round(chemistry[, 2], 6),
  veg_PCo1 = round(vegetation[, 1], 6), veg_PCo2 = round(vegetation[, 2], 6)), "procrustes", "varechem-pca-varespec-pcoa.tsv")

# iris (R datasets): Anderson's/Fisher's 150 flowers of three species.
iris_table <- data.frame(flower = seq_len(nrow(iris)), iris)
for (tool in c("k-means", "t-sne", "umap")) write_demo(iris_table, tool, "iris.tsv")

# aSAH (pROC): 113 patients with aneurysmal subarachnoid haemorrhage (Turck et al. 2010).
write_demo(aSAH, "roc-confidence", "asah.tsv")
