# Writes the demo files of the classic rank and variance tests of tools/statistics/ (Mann-Whitney, ...)
# into their folders' demo/; each folder's README.md says what its file holds.
# Run from the repository root:  Rscript tools/statistics/classic-demos.R
# Needs R 4.2 (r-base); every data set is one of R's built-in `datasets` package.
demo_dir <- function(tool) file.path("tools/statistics", tool, "demo")
write_demo <- function(data, tool, file) {
  dir.create(demo_dir(tool), showWarnings = FALSE, recursive = TRUE)
  write.table(data, file.path(demo_dir(tool), file), sep = "\t", quote = FALSE, row.names = FALSE, na = "")
  cat("wrote", file.path(tool, file), nrow(data), "rows\n")
}

# airquality: daily ozone (ppb) in New York, May to September 1973; missing ozone left empty.
month_names <- c("5" = "May", "6" = "June", "7" = "July", "8" = "August", "9" = "September")
write_demo(data.frame(Month = month_names[as.character(airquality$Month)], Day = airquality$Day,
                      Ozone = airquality$Ozone, Temp = airquality$Temp),
           "mann-whitney-test", "airquality.tsv")
