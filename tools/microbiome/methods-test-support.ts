/** The R reference of the microbiome method tools, on their demo data. */
import { readFileSync } from 'node:fs'

type Values = (number | null)[]

/** Written by tests/fixtures/analysis/microbiome-methods/generate.R (vegan 2.6-4, DESeq2 1.38, base R 4.2). */
export interface MethodsReference {
  richness: Record<'S.obs' | 'S.chao1' | 'se.chao1' | 'S.ACE' | 'se.ACE', Values> & { sampleIds: string[] }
  core: {
    genera: number
    lineages: string[]
    prevalence: number[]
    groups: string[]
    groupPrevalence: number[][]
    members: string[]
    groupMemberCounts: number[]
    detections: number[]
    grid: number[][]
  }
  rankAbundance: {
    samples: string[]
    present: number[]
    top10: number[][]
    groups: string[]
    groupPresent: number[]
    groupTop10: number[][]
  }
  network: {
    lineages: string[]
    source: number[]
    target: number[]
    rho: number[]
    p: number[]
    q: number[]
    edges: number
  }
  deseq: Record<'sizeFactors' | 'baseMean' | 'log2FoldChange' | 'lfcSE' | 'stat' | 'pvalue' | 'padj', Values> & {
    lineages: string[]
    significant: number
  }
  treemap: { lineages: string[]; mean: number[]; phyla: string[]; phylumMean: number[] }
}

export const methodsReference = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/microbiome-methods/reference.json', import.meta.url), 'utf8'),
) as MethodsReference
