/**
 * A tool result file that is a feature table a project can be created from: the OTU filter's
 * output (`<table>.filtered.tsv`) or a table file named like one (`otu_table*`, `asv_table*`,
 * `feature_table*`). The name decides, not the tool, so a new tool writing such a table gets the
 * link without changes here; the new dataset page still validates the content.
 */
export function isFeatureTableFileName(name: string): boolean {
  return /\.filtered\.tsv$/i.test(name) || /^(otu|asv|feature)[_-]?table.*\.(tsv|txt|csv|biom)$/i.test(name)
}
