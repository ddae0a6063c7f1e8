# Writes the demo files of the statistics tools (part 1: tests and correlations) into their folders'
# demo/ (tools/statistics/<tool>/demo/); each folder's README.md says what its file holds.
# Run from the repository root:  Rscript tools/statistics/statistics-demos.R
# Needs R 4.2 (r-base); every data set is one of R's built-in `datasets` package.
demo_dir <- function(tool) file.path("tools/statistics", tool, "demo")
write_demo <- function(data, tool, file) {
  dir.create(demo_dir(tool), showWarnings = FALSE, recursive = TRUE)
  write.table(data, file.path(demo_dir(tool), file), sep = "\t", quote = FALSE, row.names = FALSE, na = "")
  cat("wrote", file.path(tool, file), nrow(data), "rows\n")
}

# ToothGrowth: tooth length of 60 guinea pigs by supplement (OJ, VC) and dose.
write_demo(data.frame(len = ToothGrowth$len, supp = ToothGrowth$supp, dose = ToothGrowth$dose),
           "student-t-test", "tooth-growth.tsv")
# mtcars: fuel use by transmission (am: 0 automatic, 1 manual), one row per car.
write_demo(data.frame(car = rownames(mtcars), mpg = mtcars$mpg,
                      transmission = ifelse(mtcars$am == 1, "manual", "automatic"), cyl = mtcars$cyl),
           "welch-t-test", "mtcars.tsv")
# sleep: extra hours of sleep of 10 patients under two drugs (long form: one row per patient and drug).
write_demo(data.frame(ID = sleep$ID, group = paste0("drug", sleep$group), extra = sleep$extra),
           "paired-t-test", "sleep.tsv")
# PlantGrowth: dried weight of 30 plants, control and two treatments.
write_demo(PlantGrowth[, c("group", "weight")], "anova-tukey", "plant-growth.tsv")
# InsectSprays: insect counts on 72 plots under six sprays.
write_demo(InsectSprays[, c("spray", "count")], "kruskal-dunn", "insect-sprays.tsv")
# HairEyeColor summed over sex: hair colour (rows) by eye colour (columns) of 592 students.
hair_eye <- apply(HairEyeColor, c(1, 2), sum)
write_demo(data.frame(Hair = rownames(hair_eye), unclass(hair_eye), check.names = FALSE),
           "chi-square-test", "hair-eye.tsv")
# UCBAdmissions, department A: admitted or rejected by sex (the 2 x 2 table) and the whole 2 x 6 table.
write_demo(data.frame(Admit = rownames(UCBAdmissions[, , "A"]), unclass(UCBAdmissions[, , "A"]), check.names = FALSE),
           "fisher-exact-test", "ucb-department-a.tsv")
# iris: four flower measurements of 150 plants of three species.
write_demo(iris, "shapiro-wilk", "iris.tsv")
# airquality: daily New York air quality May-September 1973 (missing values left empty).
write_demo(airquality[, c("Ozone", "Solar.R", "Wind", "Temp")], "correlation-matrix", "airquality.tsv")
