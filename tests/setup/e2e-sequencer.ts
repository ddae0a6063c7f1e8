import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that start a platform on the embedded default Postgres, which takes the first free port
 * from 54329 on: two shards starting one each at the same moment could pick the same port, so these
 * files always run in the first shard.
 */
const EMBEDDED_DEFAULT_FILES = new Set(['quick-start.e2e.ts', 'process-roles.e2e.ts'])

/** Seconds each file took in a run like CI's (`scripts/e2e-durations.ts` writes it from Vitest's JSON report). */
const DURATIONS_FILE = fileURLToPath(new URL('e2e-durations.json', import.meta.url))

function readDurations(): Map<string, number> {
  const table = JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>
  return new Map(Object.entries(table))
}

/** A file the table does not know yet (a new one) counts as a typical file: the median. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? 1 : sorted[Math.floor(sorted.length / 2)]
}

/**
 * Splits the end-to-end files between shards (`--shard=i/n`), each shard a run of its own with its
 * own platform and database, so that the shards end at about the same time: the longest file first,
 * each to the shard with the least time so far (a hash split had left one shard 10 minutes behind).
 * The same files and table always give the same split.
 */
export class E2eSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const shard = this.ctx.config.shard
    if (!shard) return files
    const durations = readDurations()
    const typical = median([...durations.values()])
    const nameOf = (spec: TestSpecification) => path.basename(spec.moduleId)
    const secondsOf = (spec: TestSpecification) => durations.get(nameOf(spec)) ?? typical
    const loads = Array.from({ length: shard.count }, () => 0)
    const dealt: TestSpecification[][] = loads.map(() => [])
    const deal = (spec: TestSpecification, index: number) => {
      dealt[index].push(spec)
      loads[index] += secondsOf(spec)
    }
    for (const spec of files.filter((spec) => EMBEDDED_DEFAULT_FILES.has(nameOf(spec)))) deal(spec, 0)
    const rest = files
      .filter((spec) => !EMBEDDED_DEFAULT_FILES.has(nameOf(spec)))
      .sort((a, b) => secondsOf(b) - secondsOf(a) || nameOf(a).localeCompare(nameOf(b)))
    for (const spec of rest) deal(spec, loads.indexOf(Math.min(...loads)))
    return dealt[shard.index - 1]
  }
}
