import { createHash } from 'node:crypto'
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that start a platform on the embedded default Postgres, which takes the first free port
 * from 54329 on: two shards starting one each at the same moment could pick the same port, so these
 * files always run in the first shard.
 */
const EMBEDDED_DEFAULT_FILES = new Set(['quick-start.e2e.ts', 'process-roles.e2e.ts'])

/**
 * Splits the end-to-end files between shards (`--shard=i/n`), each shard a run of its own with its
 * own platform and database: the files in a stable order (by a hash of their path, like Vitest's
 * own sharding), dealt round-robin, so neighbours in that order spread over the shards.
 */
export class E2eSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const shard = this.ctx.config.shard
    if (!shard) return files
    const pinned = (spec: TestSpecification) => EMBEDDED_DEFAULT_FILES.has(path.basename(spec.moduleId))
    const hashOf = (spec: TestSpecification) =>
      createHash('sha1').update(path.relative(this.ctx.config.root, spec.moduleId)).digest('hex')
    const dealt = files
      .filter((spec) => !pinned(spec))
      .sort((a, b) => (hashOf(a) < hashOf(b) ? -1 : 1))
      .filter((_, position) => position % shard.count === shard.index - 1)
    return shard.index === 1 ? [...files.filter(pinned), ...dealt] : dealt
  }
}
