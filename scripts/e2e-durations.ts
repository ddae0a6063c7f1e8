/**
 * Writes tests/setup/e2e-durations.json, the seconds each end-to-end file took, which the e2e
 * sequencer splits the shards by. Give it the JSON reports of a run like CI's, e.g. both shards of
 * `npm test` each with `--reporter=json --outputFile=<report>`:
 *
 *   npx tsx scripts/e2e-durations.ts shard-1.json shard-2.json
 */
import fs from 'node:fs'
import path from 'node:path'

interface VitestJsonReport {
  testResults: { name: string; startTime: number; endTime: number }[]
}

const reports = process.argv.slice(2)
if (reports.length === 0) {
  console.error('usage: npx tsx scripts/e2e-durations.ts <vitest JSON report>...')
  process.exit(2)
}
const seconds: Record<string, number> = {}
for (const report of reports) {
  const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8')) as VitestJsonReport
  for (const file of testResults)
    seconds[path.basename(file.name)] = Math.max(1, Math.round((file.endTime - file.startTime) / 1000))
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)))
const target = path.join(import.meta.dirname, '..', 'tests', 'setup', 'e2e-durations.json')
fs.writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`)
console.log(`${Object.keys(sorted).length} files written to ${path.relative(process.cwd(), target)}`)
