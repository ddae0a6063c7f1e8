/**
 * Every kind of bad input the analysis library reports, by stable code, with its English wording.
 * An `AnalysisInputError` carries the code and its parameters as data: the CLI and the logs print
 * the English built here, and the platform translates the code into the reader's language (its
 * locale files have one text per code, and a test keeps them complete). Codes are stored with
 * failed tasks, so a code keeps its meaning once released: add new codes rather than reuse one.
 *
 * Parameters are plain strings and numbers. `file`, `line` and `column` are not parameters: they
 * are the error's location, which every code may have.
 */

export type ProblemParams = Readonly<Record<string, string | number>>

/** What is wrong, and what was expected instead when that helps. */
export type EnglishWording = readonly [problem: string, expected?: string]

type NoParams = Readonly<Record<never, never>>

function problem<P extends ProblemParams = NoParams>(english: (params: P) => EnglishWording) {
  return english
}

const SUPPORTED_TABLE_FORMATS =
  'a TSV/CSV table with features as rows and samples as columns, BIOM 1.0 JSON, BIOM 2.1 HDF5 or a QIIME 2 .qza feature table'
const BIOM_JSON_DOCUMENT = 'a BIOM 1.0 JSON document with rows, columns, shape, matrix_type and data'
const FEATURES_AS_ROWS = 'features (OTUs/ASVs) as rows and samples as columns; transpose the table'
const TAXONOMY_FILE =
  'a feature id column then either a lineage column ("Taxon", "taxonomy") or rank columns ("Kingdom" .. "Species")'
const IUPAC_NUCLEOTIDES = 'IUPAC nucleotide codes ACGTURYSWKMBDHVN'

export const INPUT_PROBLEMS = {
  // Delimited text (io/text)
  'text.unterminatedQuote': problem(() => ['Quoted field unterminated', 'a closing quote']),
  'text.malformedQuote': problem(() => [
    'Trailing quote on quoted field is malformed',
    'a delimiter or line end right after a closing quote',
  ]),
  'text.unknownDelimiter': problem((p: { code: number }) => [
    `unknown delimiter code ${p.code}`,
    '1 (tab), 2 (comma), 3 (semicolon) or 4 (space)',
  ]),

  // Tables of named columns (io/column-table)
  'table.rowTooLong': problem((p: { fields: number; headerFields: number }) => [
    `row has ${p.fields} fields but the header has ${p.headerFields}`,
    `at most ${p.headerFields} fields, separated like the header`,
  ]),
  'table.empty': problem(() => ['the file is empty', 'a header row and at least one data row']),
  'table.duplicateColumn': problem((p: { name: string; first: number; second: number }) => [
    `column name "${p.name}" appears twice (columns ${p.first} and ${p.second})`,
    'unique column names',
  ]),
  'table.noDataRows': problem(() => ['the file has a header but no data rows', 'at least one data row']),
  'table.noSuchColumn': problem((p: { name: string; columns: string }) => [
    `no column "${p.name}"`,
    `one of ${p.columns}`,
  ]),
  'table.missingNumber': problem((p: { name: string }) => [`column "${p.name}" has no value`, 'a number']),
  'table.notNumber': problem((p: { name: string; value: string }) => [
    `column "${p.name}" holds "${p.value}"`,
    'a number',
  ]),
  'table.missingRatio': problem((p: { name: string }) => [
    `column "${p.name}" has no value`,
    'a number or a fraction such as 12/345',
  ]),
  'table.notRatio': problem((p: { name: string; value: string }) => [
    `column "${p.name}" holds "${p.value}"`,
    'a number or a fraction such as 12/345',
  ]),

  // Feature (OTU/ASV) tables (io/feature-table/read, io/feature-table/delimited-text)
  'featureTable.emptyFile': problem(() => ['the file is empty', SUPPORTED_TABLE_FORMATS]),
  'featureTable.gzip': problem(() => ['the file is gzip-compressed; decompress it first', SUPPORTED_TABLE_FORMATS]),
  'featureTable.binary': problem(() => ['unknown binary format', SUPPORTED_TABLE_FORMATS]),
  'featureTable.tooManyCells': problem((p: { features: number; samples: number; cells: number; limit: number }) => [
    `the table has ${p.features} features × ${p.samples} samples = ${p.cells} cells, more than the limit of ${p.limit} cells`,
    'a smaller table (fewer features or samples); the limit follows the settings TABLE_MAX_CELLS and TOOL_TASK_MEMORY_LIMIT_MB',
  ]),
  'featureTable.fieldCount': problem((p: { fields: number; headerFields: number }) => [
    `row has ${p.fields} fields but the header has ${p.headerFields}`,
    `${p.headerFields} fields separated by the same delimiter as the header`,
  ]),
  'featureTable.emptyFeatureId': problem(() => ['empty feature id', 'a feature (OTU/ASV) id in the first column']),
  'featureTable.duplicateFeatureId': problem((p: { id: string; firstLine: number }) => [
    `duplicate feature id "${p.id}" (first on line ${p.firstLine})`,
    'each feature id once',
  ]),
  'featureTable.empty': problem(() => ['the table is empty', 'a header row and at least one feature row']),
  'featureTable.noFeatureRows': problem(() => [
    'the table has no feature rows',
    'at least one feature row below the header',
  ]),
  'featureTable.noSampleColumns': problem(() => [
    'the header has no sample columns',
    '"OTU ID" (or "#OTU ID") followed by one column per sample, separated by tabs or commas',
  ]),
  'featureTable.emptySampleId': problem(() => ['empty sample id in the header', 'a sample id']),
  'featureTable.duplicateSampleId': problem((p: { id: string; firstColumn: number }) => [
    `duplicate sample id "${p.id}" (also column ${p.firstColumn})`,
    'each sample id once',
  ]),
  'featureTable.negativeCount': problem((p: { value: number; feature: string; sample: string }) => [
    `negative count ${p.value} for feature "${p.feature}" in sample "${p.sample}"`,
    'a count of 0 or more',
  ]),
  'featureTable.notCount': problem((p: { value: string; feature: string; sample: string }) => [
    `non-numeric count ${p.value} for feature "${p.feature}" in sample "${p.sample}"`,
    'a number',
  ]),
  'featureTable.samplesAsRowsByHeader': problem((p: { header: string }) => [
    `the table has samples as rows: its first header cell "${p.header}" names samples`,
    FEATURES_AS_ROWS,
  ]),
  'featureTable.samplesAsRowsByMetadata': problem((p: { count: number; ids: string }) => [
    `the table has samples as rows: ${p.count} of its row ids are sample ids of the metadata (${p.ids}) and none of its column ids is`,
    FEATURES_AS_ROWS,
  ]),
  'featureTable.samplesAsRowsByTaxonomy': problem((p: { count: number; ids: string }) => [
    `the table has samples as rows: ${p.count} of its column ids are feature ids of the taxonomy file (${p.ids}) and none of its row ids is`,
    FEATURES_AS_ROWS,
  ]),

  // Separate taxonomy files keyed by feature id (io/taxonomy-file)
  'taxonomyFile.empty': problem(() => ['the taxonomy file is empty', TAXONOMY_FILE]),
  'taxonomyFile.unknownHeader': problem((p: { header: string }) => [
    `the header ${p.header} names neither a lineage column nor rank columns`,
    TAXONOMY_FILE,
  ]),
  'taxonomyFile.noRows': problem(() => ['the taxonomy file has a header but no feature rows', 'one row per feature']),
  'taxonomyFile.fieldCount': problem((p: { fields: number; headerFields: number }) => [
    `row has ${p.fields} fields but the header has ${p.headerFields}`,
    `${p.headerFields} fields separated by the same delimiter as the header`,
  ]),
  'taxonomyFile.emptyFeatureId': problem(() => ['empty feature id', 'a feature (OTU/ASV) id in the first column']),
  'taxonomyFile.duplicateFeatureId': problem((p: { id: string; firstLine: number }) => [
    `duplicate feature id "${p.id}" (first on line ${p.firstLine})`,
    'one row per feature id',
  ]),
  'taxonomyFile.semicolonInName': problem((p: { rank: string; name: string }) => [
    `the ${p.rank} name "${p.name}" holds ";", which separates ranks`,
    'one name per rank column',
  ]),
  'taxonomyFile.noFeatureInTable': problem((p: { count: number; ids: string }) => [
    `none of the ${p.count} feature ids of the taxonomy file (${p.ids}) is in the feature table`,
    "the taxonomy of the table's features",
  ]),

  // BIOM and QIIME 2 files (io/feature-table/biom-json, biom-hdf5, qiime2-artifact)
  'biom.invalidJson': problem((p: { reason: string }) => [`invalid JSON: ${p.reason}`, 'a BIOM 1.0 JSON document']),
  'biom.noRowsOrColumns': problem(() => ['the BIOM document has no "rows" or "columns" list', BIOM_JSON_DOCUMENT]),
  'biom.shapeMismatch': problem((p: { shape: string; rows: number; columns: number }) => [
    `"shape" ${p.shape} does not match ${p.rows} rows and ${p.columns} columns`,
    BIOM_JSON_DOCUMENT,
  ]),
  'biom.empty': problem(() => ['the table is empty', 'at least one feature and one sample']),
  'biom.dataNotList': problem(() => ['"data" is not a list', BIOM_JSON_DOCUMENT]),
  'biom.denseRowCount': problem((p: { rows: number; shapeRows: number }) => [
    `dense "data" has ${p.rows} rows, "shape" says ${p.shapeRows}`,
    BIOM_JSON_DOCUMENT,
  ]),
  'biom.denseRowLength': problem((p: { entry: string; samples: number }) => [
    `${p.entry} does not hold ${p.samples} values`,
    BIOM_JSON_DOCUMENT,
  ]),
  'biom.sparseEntryNotTriple': problem((p: { entry: string }) => [
    `${p.entry} is not a [row, column, value] triple`,
    BIOM_JSON_DOCUMENT,
  ]),
  'biom.sparseEntryOutside': problem((p: { entry: string; rows: number; columns: number }) => [
    `${p.entry} points outside the ${p.rows} x ${p.columns} matrix`,
    BIOM_JSON_DOCUMENT,
  ]),
  'biom.unknownMatrixType': problem((p: { type: string }) => [`unknown matrix_type ${p.type}`, BIOM_JSON_DOCUMENT]),
  'biom.negativeCount': problem((p: { value: number; entry: string; feature: string; sample: string }) => [
    `negative count ${p.value} at ${p.entry} (feature "${p.feature}", sample "${p.sample}")`,
    'a count of 0 or more',
  ]),
  'biom.notCount': problem((p: { value: string; entry: string; feature: string; sample: string }) => [
    `non-numeric count ${p.value} at ${p.entry} (feature "${p.feature}", sample "${p.sample}")`,
    'a number',
  ]),
  'biom.featureWithoutId': problem((p: { entry: string }) => [`${p.entry} has no id`, 'a feature id string']),
  'biom.sampleWithoutId': problem((p: { entry: string }) => [`${p.entry} has no id`, 'a sample id string']),
  'biom.duplicateFeatureId': problem((p: { id: string; entry: string }) => [
    `duplicate feature id "${p.id}" at ${p.entry}`,
    'each feature id once',
  ]),
  'biom.duplicateSampleId': problem((p: { id: string; entry: string }) => [
    `duplicate sample id "${p.id}" at ${p.entry}`,
    'each sample id once',
  ]),
  'biom.missingDataset': problem((p: { dataset: string }) => [
    `the HDF5 file has no dataset "${p.dataset}"`,
    'a BIOM 2.1 HDF5 file',
  ]),
  'biom.featureIdNotText': problem((p: { entry: string }) => [`${p.entry} is not a string`, 'feature ids as strings']),
  'biom.sampleIdNotText': problem((p: { entry: string }) => [`${p.entry} is not a string`, 'sample ids as strings']),
  'biom.datasetNotNumeric': problem((p: { dataset: string }) => [`${p.dataset} is not numeric`, 'a numeric dataset']),
  'biom.inconsistentMatrix': problem((p: { indptrLength: number }) => [
    'observation/matrix is not a consistent CSR matrix',
    `indptr of length ${p.indptrLength} ending at the number of values`,
  ]),
  'biom.sampleIndexOutside': problem((p: { entry: string; index: number; samples: number }) => [
    `${p.entry} = ${p.index} is outside the ${p.samples} samples`,
    'a sample index',
  ]),
  'qiime2.unreadableZip': problem((p: { reason: string }) => [
    `unreadable zip archive: ${p.reason}`,
    'a QIIME 2 .qza artifact',
  ]),
  'qiime2.noFeatureTable': problem(() => [
    'the zip archive holds no data/feature-table.biom',
    'a QIIME 2 FeatureTable[Frequency] artifact (.qza)',
  ]),

  // Sample metadata (io/metadata)
  'metadata.fieldCount': problem((p: { fields: number; headerFields: number }) => [
    `row has ${p.fields} fields but the header has ${p.headerFields}`,
    `${p.headerFields} fields separated by the same delimiter as the header`,
  ]),
  'metadata.emptySampleId': problem(() => ['empty sample id', 'a sample id in the first column']),
  'metadata.duplicateSampleId': problem((p: { id: string; firstLine: number }) => [
    `duplicate sample id "${p.id}" (first on line ${p.firstLine})`,
    'each sample once',
  ]),
  'metadata.empty': problem(() => ['the metadata file is empty', 'a header row and one row per sample']),
  'metadata.noSuchColumn': problem((p: { name: string; columns: string }) => [
    `no metadata column "${p.name}"`,
    `one of ${p.columns}`,
  ]),
  // No longer raised (a sheet of sample ids alone is read as a dataset without groups); kept because
  // failures stored before say it (decision 007: a released code keeps its meaning).
  'metadata.noColumns': problem(() => [
    'the header has no metadata columns',
    'a sample id column followed by at least one metadata column',
  ]),
  'metadata.emptyColumnName': problem(() => ['empty column name', 'a column name']),
  'metadata.duplicateColumn': problem((p: { name: string }) => [
    `duplicate column "${p.name}"`,
    'each column name once',
  ]),
  'metadata.missingSamples': problem((p: { count: number; samples: string }) => [
    `samples missing from the metadata: ${p.samples}${p.count > 10 ? ` and ${p.count - 10} more` : ''}`,
    'a metadata row for every sample of the table',
  ]),

  // Newick trees (io/newick)
  'newick.unclosedComment': problem(() => ['Newick tree: comment opened with "[" is never closed', '"]"']),
  'newick.unclosedQuote': problem(() => ['Newick tree: quoted label is never closed', "a closing '"]),
  'newick.branchLengthNotNumber': problem((p: { value: string }) => [
    `Newick tree: branch length "${p.value}" is not a number`,
    'a number such as 0.25 or 1e-3',
  ]),
  'newick.empty': problem(() => ['Newick tree: the text is empty', 'a tree such as (A:1,B:2);']),
  'newick.unexpectedEnd': problem(() => ['Newick tree: unexpected end of text', 'a label, "(" or ","']),
  'newick.unexpectedInLabel': problem((p: { character: string }) => [
    `Newick tree: unexpected "${p.character}"`,
    'a label, "(" or ","',
  ]),
  'newick.unexpectedAfterNode': problem((p: { character: string }) => [
    `Newick tree: unexpected "${p.character}"`,
    '",", ")" or ";"',
  ]),
  'newick.commaOutside': problem(() => ['Newick tree: "," outside any parentheses', '";"']),
  'newick.unmatchedClose': problem(() => ['Newick tree: ")" without a matching "("', '";"']),
  'newick.unclosedParentheses': problem((p: { count: number }) => [`Newick tree: ${p.count} "(" never closed`, '")"']),
  'newick.textAfterTree': problem(() => ['Newick tree: text after the end of the tree', 'only one tree per file']),

  // Sequences (sequence/)
  'sequence.noSequence': problem(() => ['no sequence was given']),
  'sequence.invalidNucleotide': problem((p: { character: string }) => [
    `"${p.character}" is not a nucleotide letter`,
    IUPAC_NUCLEOTIDES,
  ]),
  'sequence.invalidAminoAcid': problem((p: { character: string }) => [
    `"${p.character}" is not a protein letter`,
    'amino-acid letters or *',
  ]),
  'sequence.missingName': problem(() => ['the header line has no sequence name after ">"']),
  'sequence.emptySequence': problem((p: { name: string }) => [`sequence "${p.name}" has no residues`]),
  'sequence.fastqHeaderExpected': problem(() => ['a FASTQ record must start with a line beginning with "@"']),
  'sequence.fastqSeparatorExpected': problem(() => ['the third line of a FASTQ record must begin with "+"']),
  'sequence.fastqTruncated': problem((p: { name: string }) => [
    `FASTQ record "${p.name}" ends before its quality line`,
  ]),
  'sequence.fastqQualityLength': problem((p: { name: string; bases: number; qualities: number }) => [
    `FASTQ record "${p.name}" has ${p.bases} bases but ${p.qualities} quality characters`,
  ]),
  'sequence.invalidQualityCharacter': problem((p: { character: string }) => [
    `"${p.character}" is not a quality character`,
    'printable ASCII from ! to ~',
  ]),
  'sequence.gzipTooLarge': problem((p: { limitBytes: number }) => [
    `the uncompressed file is larger than ${p.limitBytes} bytes`,
  ]),
  'sequence.gzipUnreadable': problem(() => ['the file looks like gzip but cannot be uncompressed']),

  // Distances, groupings and the tests on them (numeric-distances, clustering, stats/)
  'distance.missingValue': problem((p: { id: string }) => [
    `"${p.id}" has a missing or infinite value`,
    'a finite number in every cell',
  ]),
  'distance.negativeForBrayCurtis': problem((p: { id: string; value: number }) => [
    `"${p.id}" has the negative value ${p.value}`,
    'non-negative abundances for Bray-Curtis',
  ]),
  'distance.constantForCorrelation': problem((p: { id: string }) => [
    `"${p.id}" is constant, so it has no correlation with anything`,
    'rows with some spread for correlation distance',
  ]),
  'distance.noSamples': problem(() => ['the distance matrix has no samples', 'at least 1 sample']),
  'distance.notFinite': problem((p: { value: string }) => [`the distance matrix holds ${p.value}`, 'finite distances']),
  'grouping.labelCount': problem((p: { labels: number; samples: number }) => [
    `the grouping has ${p.labels} labels but the table has ${p.samples} samples`,
    'one group label per sample',
  ]),
  'grouping.oneGroup': problem(() => ['all samples are in one group', 'at least 2 groups']),
  'grouping.allSingletons': problem(() => [
    'every sample is in a group of its own',
    'at least one group with 2 or more samples',
  ]),
  'grouping.notTwoGroups': problem((p: { groupColumn: string; groups: number }) => [
    `the Wilcoxon rank-sum test compares 2 groups; column "${p.groupColumn}" has ${p.groups}`,
    'exactly 2 groups',
  ]),
  'grouping.singleGroup': problem((p: { groupColumn: string }) => [
    `column "${p.groupColumn}" has a single group`,
    'at least 2 groups',
  ]),
  'lefse.oneClass': problem(() => ['all samples are in one class', 'at least 2 classes']),
  // No longer raised (LEfSe now leaves such samples out); kept because stored failures refer to it.
  'lefse.sampleWithoutCounts': problem((p: { sample: string }) => [
    `sample ${p.sample} has no counts`,
    'samples with counts',
  ]),
  'roc.needsBothClasses': problem((p: { positives: number; negatives: number }) => [
    `a ROC curve needs cases of both classes, got ${p.positives} positive and ${p.negatives} negative`,
  ]),
  'survival.tooFewGroups': problem((p: { groups: number }) => [
    `the log-rank test needs at least 2 groups, got ${p.groups}`,
  ]),
  'survival.negativeTime': problem((p: { time: number }) => [`survival time ${p.time} is negative`, 'times ≥ 0']),
  'survival.noTimes': problem(() => ['there are no survival times', 'at least one time']),
  'survival.noEvents': problem(() => [
    'every case is censored: there is no event, so survival cannot be compared',
    'at least one event (check the status column and the event value)',
  ]),
  'survival.tooFewGroupsAtRisk': problem((p: { groups: number }) => [
    `only ${p.groups} group has cases at risk when events occur, so the log-rank test has nothing to compare`,
    'at least 2 groups with cases at risk at some event time',
  ]),
  'survival.singularCovariance': problem(() => [
    'the log-rank covariance is singular (a group has no one at risk at any event time)',
  ]),
  'qq.pValueOutOfRange': problem((p: { value: number; row: number }) => [
    `p-value ${p.value} (row ${p.row}) is outside [0, 1]`,
    'p-values between 0 and 1',
  ]),
  'qq.noPValues': problem(() => ['there are no p-values', 'at least one p-value']),
  'qq.tooFewValues': problem((p: { count: number }) => [`a normal Q-Q plot needs at least 2 values, got ${p.count}`]),

  // Diversity (diversity/)
  'diversity.unknownBetaMetric': problem((p: { metric: string; metrics: string }) => [
    `unknown beta diversity metric "${p.metric}"`,
    p.metrics,
  ]),
  'diversity.invalidCount': problem((p: { sample: string; value: number; feature: string }) => [
    `sample "${p.sample}" has the count ${p.value} for feature "${p.feature}"`,
    'finite, non-negative counts',
  ]),
  'diversity.samplesWithoutCounts': problem((p: { metric: string; count: number; samples: string }) => [
    `${p.metric} is undefined for samples without counts: ${p.samples}${p.count > 10 ? ` and ${p.count - 10} more` : ''}`,
    'every sample to have at least one count (filter or rarefy the table first)',
  ]),
  'diversity.featuresNotInTree': problem((p: { count: number; features: string }) => [
    `${p.count} feature${p.count === 1 ? ' is' : 's are'} not tips of the tree: ${p.features}${p.count > MOST_FEATURES_NAMED_NOT_IN_TREE ? ` and ${p.count - MOST_FEATURES_NAMED_NOT_IN_TREE} more` : ''}`,
    'a tree whose tip labels include every feature id of the table',
  ]),
  'diversity.duplicateTips': problem((p: { count: number; labels: string }) => [
    `the tree has more than one tip labelled ${p.labels}${p.count > 10 ? ` and ${p.count - 10} more` : ''}`,
    'unique tip labels',
  ]),
  'diversity.branchWithoutLength': problem((p: { branch: string }) => [
    `the branch above "${p.branch}" has no length`,
    'a non-negative length on every branch below the root',
  ]),
  'diversity.unnamedBranchWithoutLength': problem((p: { node: number }) => [
    `a branch (node ${p.node} in postorder) has no length`,
    'a non-negative length on every branch below the root',
  ]),
  'diversity.negativeBranchLength': problem((p: { branch: string; length: number }) => [
    `the branch above "${p.branch}" has the length ${p.length}`,
    'a non-negative length on every branch below the root',
  ]),
  'diversity.negativeUnnamedBranchLength': problem((p: { node: number; length: number }) => [
    `a branch (node ${p.node} in postorder) has the length ${p.length}`,
    'a non-negative length on every branch below the root',
  ]),

  // Rarefaction, filtering, taxonomy, sets (rarefaction, filter, taxonomy-summary, sets)
  'rarefaction.invalidDepth': problem((p: { depth: number }) => [
    `rarefaction depth ${p.depth} is not a positive integer`,
    'a depth of 1 read or more',
  ]),
  'rarefaction.curveDepth': problem((p: { depth: number }) => [
    `depth ${p.depth} is not a whole number of reads`,
    'a depth of 0 or more',
  ]),
  'rarefaction.notReadCount': problem((p: { value: number; sample: string }) => [
    `count ${p.value} in sample "${p.sample}" is not a whole number of reads`,
    'integer read counts (rarefaction needs reads, not relative abundances)',
  ]),
  'rarefaction.notReadCountUnnamed': problem((p: { value: number }) => [
    `count ${p.value} is not a whole number of reads`,
    'integer read counts (rarefaction needs reads, not relative abundances)',
  ]),
  'filter.invalidParameter': problem((p: { parameter: string; reason: string }) => [
    `filter parameter ${p.parameter}: ${p.reason}`,
    'the OTU/ASV filter parameters of spec 03',
  ]),
  'filter.taxonomyRulesNeedTaxonomy': problem(() => [
    'taxonomy rules need a table with taxonomy',
    'a taxonomy column (or BIOM taxonomy metadata)',
  ]),
  'taxonomy.missing': problem(() => [
    'the table has no taxonomy',
    'a trailing "taxonomy" column or BIOM taxonomy metadata',
  ]),
  'taxonomy.invalidTopCount': problem((p: { count: number }) => [
    `cannot keep ${p.count} features`,
    'a whole number of 1 or more',
  ]),
  'sets.tooMany': problem((p: { count: number; max: number }) => [
    `${p.count} sets were given`,
    `at most ${p.max} sets`,
  ]),

  // Ordination (ordination/)
  'pcoa.tooFewSamples': problem((p: { count: number }) => [`PCoA needs at least 2 samples, got ${p.count}`]),
  'pcoa.invalidDimensions': problem((p: { dimensions: string }) => [
    `PCoA cannot report ${p.dimensions} dimensions`,
    'a positive whole number',
  ]),
  'pca.unknownTransform': problem((p: { transform: string; transforms: string }) => [
    `unknown PCA transform "${p.transform}"`,
    p.transforms,
  ]),
  'pca.tooFewSamples': problem((p: { count: number }) => [`PCA needs at least 2 samples, got ${p.count}`]),
  'pca.invalidDimensions': problem((p: { dimensions: string }) => [
    `PCA cannot report ${p.dimensions} dimensions`,
    'a positive whole number',
  ]),
  'pca.invalidCount': problem((p: { sample: string; value: number }) => [
    `sample "${p.sample}" has the count ${p.value}`,
    'finite, non-negative counts',
  ]),
  'pca.sampleWithoutCounts': problem((p: { sample: string; transform: string }) => [
    `sample "${p.sample}" has no counts, so it has no ${p.transform} profile`,
  ]),
  'pca.tooFewVariables': problem((p: { count: number }) => [`PCA needs at least 2 variables, got ${p.count}`]),
  'pca.missingValue': problem((p: { observation: string; variable: string }) => [
    `observation "${p.observation}" has no finite value for "${p.variable}"`,
    'a number in every cell',
  ]),
  'pca.constantVariable': problem((p: { variable: string }) => [
    `variable "${p.variable}" is constant, so it cannot be scaled to unit variance`,
  ]),
  'nmds.tooFewSamples': problem((p: { count: number }) => [`NMDS needs at least 3 samples, got ${p.count}`]),
  'nmds.invalidDimensions': problem((p: { samples: number; dimensions: string }) => [
    `NMDS cannot place ${p.samples} samples in ${p.dimensions} dimensions`,
    `1 to ${p.samples - 1} dimensions`,
  ]),
  'nmds.invalidStarts': problem((p: { starts: string }) => [`NMDS needs at least one start, got ${p.starts}`]),
  'nmds.notFinite': problem((p: { value: string }) => [
    `the distance matrix holds ${p.value}`,
    'finite dissimilarities',
  ]),
  'ellipse.tooFewPoints': problem((p: { minimum: number; count: number }) => [
    `an ellipse needs at least ${p.minimum} points, got ${p.count}`,
  ]),
  'ellipse.collinear': problem(() => ['the points lie on a line, so they have no ellipse']),

  // Differential expression (expression/)
  'expression.designLength': problem((p: { samples: number; values: number }) => [
    `the design gives ${p.values} values for ${p.samples} samples`,
    'one level per sample of the counts table',
  ]),
  'expression.noSuchLevel': problem((p: { level: string; levels: string }) => [
    `the level "${p.level}" is not in the compared column`,
    `one of: ${p.levels}`,
  ]),
  'expression.sameLevels': problem((p: { level: string }) => [
    `the treatment and the reference are the same level, "${p.level}"`,
    'two different levels',
  ]),
  'expression.noReplicates': problem((p: { samples: number; coefficients: number }) => [
    `${p.samples} samples leave no replicates for a design of ${p.coefficients} coefficients`,
    'more samples than groups (replicates in at least one group)',
  ]),
  'expression.confoundedDesign': problem(() => [
    'the blocking factor and the compared factor are confounded, so their effects cannot be told apart',
    'each compared level present in more than one block, or no block',
  ]),
  'expression.everyGeneHasZero': problem(() => [
    'every gene has a zero count in some sample, so median-of-ratios size factors cannot be computed',
    'at least one gene counted in every sample',
  ]),
  'expression.notCounts': problem((p: { value: number; gene: string; sample: string }) => [
    `gene "${p.gene}" has the value ${p.value} in sample "${p.sample}"`,
    'raw read counts: whole numbers of at least 0',
  ]),
  // edgeR's differential expression (expression/edger.ts)
  'edger.levelWithoutSamples': problem((p: { level: string }) => [`no sample has the level "${p.level}"`]),
  'edger.sameLevels': problem((p: { level: string }) => [
    `the reference and the compared level are both "${p.level}"`,
    'two different levels of the condition',
  ]),
  'edger.designNotFullRank': problem(() => [
    'the blocking factor and the condition are confounded, so their effects cannot be told apart',
    'each condition level in more than one block',
  ]),
  'edger.noResidualDegreesOfFreedom': problem((p: { samples: number; coefficients: number }) => [
    `${p.samples} samples leave no replicates to estimate dispersions with ${p.coefficients} coefficients`,
    'more samples than levels (plus blocks)',
  ]),
  'edger.exactTestWithBlock': problem(() => [
    "edgeR's exact test compares two groups and cannot take a blocking factor",
    'the quasi-likelihood F test for a design with a block',
  ]),

  // The command line (cli)
  'cli.unreadableFile': problem((p: { reason: string }) => [`cannot read the file: ${p.reason}`]),
} as const

export type InputProblemCode = keyof typeof INPUT_PROBLEMS
export type InputProblemParams<C extends InputProblemCode> = Parameters<(typeof INPUT_PROBLEMS)[C]>[0]

/** Every code, for catalogues and for the test that keeps the platform's translations complete. */
export const INPUT_PROBLEM_CODES = Object.keys(INPUT_PROBLEMS) as InputProblemCode[]

/**
 * A table whose feature ids do not match the tree usually misses thousands: five names show the
 * pattern (wrong ids, a prefix) without a wall of text.
 */
export const MOST_FEATURES_NAMED_NOT_IN_TREE = 5

/** The first `most` names quoted, for a list parameter; the count parameter says how many there are in all. */
export function quotedList(names: readonly string[], most = 10): string {
  return names
    .slice(0, most)
    .map((name) => `"${name}"`)
    .join(', ')
}
