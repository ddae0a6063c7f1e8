# Writes the demo files of the correlation matrix, Friedman and equal-variance tools into their folders'
# demo/ (tools/statistics/<tool>/demo/); each folder's README.md says what its file holds.
# Run from the repository root:  Rscript tools/statistics/correlation-variance-demos.R
# Needs R 4.2 (r-base): the data sets are R's built-in `datasets` package and the example of ?friedman.test.
demo_dir <- function(tool) file.path("tools/statistics", tool, "demo")
write_demo <- function(data, tool, file) {
  dir.create(demo_dir(tool), showWarnings = FALSE, recursive = TRUE)
  write.table(data, file.path(demo_dir(tool), file), sep = "\t", quote = FALSE, row.names = FALSE, na = "")
  cat("wrote", file.path(tool, file), nrow(data), "rows\n")
}

# mtcars: 11 numeric variables of 32 cars (Motor Trend, 1974), one row per car.
write_demo(data.frame(car = rownames(mtcars), mtcars, check.names = FALSE), "correlation-matrix", "mtcars.tsv")

# RoundingTimes of ?friedman.test (Hollander & Wolfe 1973): 22 baseball players, the time each took
# to round first base by three methods. Taken from R's own help example so no number is retyped.
rounding_times <- local({
  example_file <- tempfile(fileext = ".R")
  tools::Rd2ex(utils:::.getHelpFile(help("friedman.test", package = "stats")), example_file)
  env <- new.env()
  sys.source(example_file, envir = env)
  env$RoundingTimes
})
write_demo(data.frame(player = rownames(rounding_times), rounding_times, check.names = FALSE),
           "friedman-test", "rounding-times.tsv")

# InsectSprays: insect counts on 72 plots under six sprays.
write_demo(InsectSprays[, c("spray", "count")], "variance-homogeneity-test", "insect-sprays.tsv")
