# vegan side of `npm run bench:analysis`: times the same steps on the same files.
# Usage: Rscript analysis/bench/reference.R table.tsv grouping.txt
# Prints one JSON object of seconds per step. Run single-threaded (OMP_NUM_THREADS=1
# OPENBLAS_NUM_THREADS=1) by the benchmark.
suppressMessages(library(vegan))
args <- commandArgs(trailingOnly = TRUE)
seconds <- function(expr) unname(system.time(expr)["elapsed"])

parse <- seconds(counts <- t(as.matrix(read.delim(args[1], row.names = 1, check.names = FALSE))))
grouping <- factor(readLines(args[2]))
braycurtis <- seconds(d <- vegdist(counts, "bray"))
pcoa <- seconds(ordination <- cmdscale(d, k = 10, eig = TRUE))
set.seed(1)
permanova <- seconds(test <- adonis2(d ~ grouping, permutations = 999))
cat(sprintf('{"parse": %f, "braycurtis": %f, "pcoa": %f, "permanova": %f, "pseudoF": %.10g}\n',
  parse, braycurtis, pcoa, permanova, test$F[1]))
