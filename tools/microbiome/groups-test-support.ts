/** The R reference of the tools that compare groups of samples, on their shared demo. */
import { readFileSync } from 'node:fs'

export interface IntersectionReference {
  groups: string[]
  setSizes: number[]
  patterns: string[]
  sizes: number[]
}

/** Written by tests/fixtures/analysis/groups/generate.R (base R 4.2) on the demo data. */
export interface GroupsDemoReference {
  sampleIds: string[]
  shared: {
    sampleType: IntersectionReference
    human: IntersectionReference
    genusSampleTypeMin100: IntersectionReference
  }
  differential: {
    genera: number
    groups: string[]
    lineages: string[]
    p: (number | null)[]
    q: (number | null)[]
    significant: number
    groupMeans: number[][]
  }
  heatmap: {
    genera: number
    top30: string[]
    percent: number[][]
    zscoreHeights: number[]
    sampleHeights: number[]
  }
}

export const groupsReference = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/analysis/groups/demo.json', import.meta.url), 'utf8'),
) as GroupsDemoReference
