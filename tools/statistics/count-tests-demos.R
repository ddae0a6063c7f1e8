# Writes the demo files of the tests of counts (Fisher's exact test, McNemar's test, the exact binomial
# test, the test of proportions) into their folders' demo/ (tools/statistics/<tool>/demo/); each
# folder's README.md says what its file holds.
# Run from the repository root:  Rscript tools/statistics/count-tests-demos.R
# Needs R 4.2 (r-base): R's `datasets` and the examples of R's own help pages.
demo_dir <- function(tool) file.path("tools/statistics", tool, "demo")
write_demo <- function(data, tool, file) {
  dir.create(demo_dir(tool), showWarnings = FALSE, recursive = TRUE)
  write.table(data, file.path(demo_dir(tool), file), sep = "\t", quote = FALSE, row.names = FALSE, na = "")
  cat("wrote", file.path(tool, file), nrow(data), "rows\n")
}

# Titanic (datasets): the 109 children aboard, by sex (rows) and survival (columns).
children <- apply(Titanic[, , "Child", ], c(2, 3), sum)
write_demo(data.frame(Sex = rownames(children), unclass(children), check.names = FALSE),
           "fisher-exact-test", "titanic-children.tsv")

# ?mcnemar.test: presidential approval of 1600 voting-age Americans surveyed twice, a month apart
# (Agresti 1990, p. 350); first survey in rows, second in columns.
performance <- matrix(c(794, 86, 150, 570), nrow = 2,
                      dimnames = list(c("Approve", "Disapprove"), c("Approve", "Disapprove")))
write_demo(data.frame(`1st survey` = rownames(performance), unclass(performance), check.names = FALSE),
           "mcnemar-test", "approval.tsv")

# ?binom.test: Mendel's peas, a cross giving 682 giant and 243 dwarf plants (Conover 1971, p. 97f);
# simple Mendelian inheritance predicts 3/4 giant.
write_demo(data.frame(Progeny = c("giant", "dwarf"), Plants = c(682, 243)), "binomial-test", "mendel-peas.tsv")

# ?prop.test: smokers among patients with lung cancer in four studies (Fleiss 1981, p. 139).
write_demo(data.frame(Study = paste("Study", 1:4), Smokers = c(83, 90, 129, 70), Patients = c(86, 93, 136, 82)),
           "proportion-test", "smokers.tsv")
