# Writes the demo files of the Shapiro-Wilk, one-sample t, Wilcoxon signed-rank and descriptive
# statistics tools into their folders' demo/; each folder's README.md says what its file holds.
# Run from the repository root:  Rscript tools/statistics/one-sample-demos.R
# Needs R 4.2 (r-base); every data set is one of R's built-in `datasets` package, or printed in R's
# own documentation (?wilcox.test).
demo_dir <- function(tool) file.path("tools/statistics", tool, "demo")
write_demo <- function(data, tool, file) {
  dir.create(demo_dir(tool), showWarnings = FALSE, recursive = TRUE)
  write.table(data, file.path(demo_dir(tool), file), sep = "\t", quote = FALSE, row.names = FALSE, na = "")
  cat("wrote", file.path(tool, file), nrow(data), "rows\n")
}

# ToothGrowth: odontoblast length of 60 guinea pigs by supplement (OJ, VC) and dose (mg/day).
write_demo(data.frame(len = ToothGrowth$len, supp = ToothGrowth$supp, dose = ToothGrowth$dose),
           "shapiro-wilk-test", "tooth-growth.tsv")
# morley: Michelson's 1879 speed-of-light measurements, km/s minus 299000; 5 experiments of 20 runs.
write_demo(data.frame(Expt = morley$Expt, Run = morley$Run, Speed = morley$Speed),
           "one-sample-t-test", "morley.tsv")
# ?wilcox.test: Hamilton depression scale factor IV of 9 patients at the first and second visit
# after the start of a tranquilizer therapy (Hollander & Wolfe 1973, p. 29).
write_demo(data.frame(patient = 1:9,
                      first_visit = c(1.83, 0.50, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.30),
                      second_visit = c(0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29)),
           "wilcoxon-signed-rank-test", "depression.tsv")
# iris: four flower measurements (cm) of 50 plants of each of three Iris species.
write_demo(iris, "descriptive-statistics", "iris.tsv")
