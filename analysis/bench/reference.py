"""scikit-bio side of `npm run bench:analysis`: times the same steps on the same files.

Usage: python3 analysis/bench/reference.py table.tsv grouping.txt
Prints one JSON object of seconds per step.
"""
import json
import sys
import time
import warnings

import pandas as pd
from skbio.diversity import beta_diversity
from skbio.stats.distance import permanova
from skbio.stats.ordination import pcoa


def timed(step):
    start = time.perf_counter()
    result = step()
    return result, time.perf_counter() - start


table, parse = timed(lambda: pd.read_csv(sys.argv[1], sep="\t", index_col=0).T)
with open(sys.argv[2]) as handle:
    grouping = handle.read().split()
matrix, braycurtis = timed(lambda: beta_diversity("braycurtis", table.values, ids=list(table.index)))
with warnings.catch_warnings():
    warnings.simplefilter("ignore", RuntimeWarning)  # negative eigenvalues of Bray-Curtis
    _, ordination = timed(lambda: pcoa(matrix))
test, permanova_seconds = timed(lambda: permanova(matrix, grouping, permutations=999))
print(json.dumps({
    "parse": parse,
    "braycurtis": braycurtis,
    "pcoa": ordination,
    "permanova": permanova_seconds,
    "pseudoF": float(test["test statistic"]),
}))
