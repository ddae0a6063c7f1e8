import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** Folders the running platform loads source from (tsx runs TypeScript as it is, not bundled). */
function sourceFolders(): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .filter((name) => !['node_modules', 'build', 'tests', 'docs'].includes(name) && !name.startsWith('build-'))
    .filter((name) =>
      fs.readdirSync(path.join(root, name), { recursive: true }).some((file) => /\.tsx?$/.test(String(file))),
    )
}

test('the runtime image copies every folder the processes load source from', () => {
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')
  const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
  const copied = [...runtimeStage.matchAll(/^COPY --from=build \/app\/(\S+) /gm)].map((match) => match[1])
  expect(sourceFolders()).toContain('core')
  for (const folder of sourceFolders()) expect(copied, `Dockerfile runtime stage lacks ${folder}/`).toContain(folder)
})
