# Writes the demo files of the model and multivariate statistics tools (linear and logistic
# regression, Mantel) into their folders' demo/ (tools/statistics/<tool>/demo/); each folder's README.md says what its file holds.
# Run from the repository root:  Rscript tools/statistics/model-demos.R
# Needs R 4.2 with MASS and vegan (Debian: r-cran-mass, r-cran-vegan).
suppressPackageStartupMessages({
  library(MASS)
  library(vegan)
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
