#!/usr/bin/python3
"""Writes the demo files of the t-SNE and UMAP embedding tools into their folders' demo/
(tools/statistics/<tool>/demo/); each folder's README.md says what its file holds.
Run from the repository root:  /usr/bin/python3 tools/statistics/embedding-demos.py
Needs scikit-learn (Debian: python3-sklearn 1.2), whose copies of both data sets ship with it."""
import csv
import os

from sklearn.datasets import load_iris, load_wine


def write_demo(tool, file, header, rows):
    folder = os.path.join("tools/statistics", tool, "demo")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, file), "w", newline="") as out:
        writer = csv.writer(out, delimiter="\t", lineterminator="\n")
        writer.writerow(header)
        writer.writerows(rows)
    print("wrote", os.path.join(tool, file), len(rows), "rows")


def number(value):
    """The value as the source prints it: 5.1 rather than 5.1000000000000005, 1065 rather than 1065.0."""
    return f"{value:g}" if value == round(value, 6) else repr(value)


# Fisher's iris (Anderson 1935; Fisher 1936): 150 flowers, four measurements in cm, three species.
# scikit-learn's copy is R's datasets::iris (it corrected two values of the UCI file to Fisher's).
iris = load_iris()
write_demo(
    "tsne-embedding",
    "iris.tsv",
    ["Sepal.Length", "Sepal.Width", "Petal.Length", "Petal.Width", "Species"],
    [[number(v) for v in row] + [iris.target_names[t]] for row, t in zip(iris.data, iris.target)],
)

# The UCI wine data (Forina et al.; Aeberhard, Coomans & de Vel 1992): 13 chemical measurements of
# 178 wines grown in one region of Italy from three cultivars.
wine = load_wine()
write_demo(
    "umap-embedding",
    "wine.tsv",
    ["wine"] + list(wine.feature_names) + ["cultivar"],
    [
        [f"wine{i + 1}"] + [number(v) for v in row] + [f"cultivar {t + 1}"]
        for i, (row, t) in enumerate(zip(wine.data, wine.target))
    ],
)
