"""scikit-bio side of `npm run bench:analysis -- --whole-process`: what `npm run -s analysis -- pcoa
--table T --metric braycurtis` does, as one Python process: read the table, Bray-Curtis, PCoA, and
print the first 10 axes' eigenvalues, proportions explained and coordinates as JSON.

Usage: python3 analysis/bench/reference-pcoa.py table.tsv
"""
import json
import sys
import warnings

import pandas as pd
from skbio.diversity import beta_diversity
from skbio.stats.ordination import pcoa

table = pd.read_csv(sys.argv[1], sep="\t", index_col=0).T
matrix = beta_diversity("braycurtis", table.values, ids=list(table.index))
with warnings.catch_warnings():
    warnings.simplefilter("ignore", RuntimeWarning)  # negative eigenvalues of Bray-Curtis
    result = pcoa(matrix)
axes = slice(0, 10)  # as our pcoa reports by default
json.dump(
    {
        "eigenvalues": result.eigvals.values[axes].tolist(),
        "proportion_explained": result.proportion_explained.values[axes].tolist(),
        "coordinates": {
            sample: row[axes].tolist() for sample, row in zip(result.samples.index, result.samples.values)
        },
    },
    sys.stdout,
)
print()
