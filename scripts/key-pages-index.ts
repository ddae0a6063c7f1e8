import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import prettier from 'prettier'
import { bundledTranslations, type TranslationTable } from '../db/translations'

/**
 * Which pages use which translation key, for the multi-language page ("the staff member sees which
 * pages use a key"). Built from the source: every page route of `app/routes` with the app modules it
 * imports, directly or not; a file uses a key when it holds the key as a string literal, or a
 * template literal's fixed start (`tools.types.${type}`) names the section the key is in. The root
 * layout's keys are on every page (`*`); a layout's keys are on every page under it (`/setting/*`).
 * Keys built at run time another way, and keys only the worker or the PDF reads, are in no page.
 *
 * `npm run i18n:key-pages` writes `app/utils/admin/key-pages.generated.json`; a test fails when the
 * committed file is not what the source gives.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const APP = path.join(ROOT, 'app')
export const KEY_PAGES_FILE = path.join(APP, 'utils/admin/key-pages.generated.json')

export interface KeyPagesIndex {
  /** Page paths, sorted; `*` is every page. */
  pages: string[]
  /** Key → indices into `pages`. */
  keys: Record<string, number[]>
}

function appFiles(folder: string, into: string[] = []): string[] {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) appFiles(full, into)
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) into.push(full)
  }
  return into
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('~/')) base = path.join(APP, specifier.slice(2))
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier)
  else return null
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, 'index.tsx'),
    path.join(base, 'index.ts'),
  ]) {
    if (
      candidate.startsWith(APP) &&
      /\.tsx?$/.test(candidate) &&
      fs.existsSync(candidate) &&
      fs.statSync(candidate).isFile()
    )
      return candidate
  }
  return null
}

/** The route's URL as remix-flat-routes reads the file name (folders ending in `+` group routes). */
export function routePath(file: string): string {
  const relative = path.relative(path.join(APP, 'routes'), file).replace(/\.tsx?$/, '')
  const parts = relative
    .split('/')
    .map((segment) => segment.replace(/\+$/, ''))
    .flatMap((segment) => segment.split('.'))
  const layout = parts.at(-1) === '_layout'
  const url = parts
    .filter((part) => part !== '_index' && part !== '_layout' && !part.startsWith('_'))
    .map((part) => part.replace(/_$/, ''))
    .map((part) => (part === '$' ? '*' : part.startsWith('$') ? `:${part.slice(1)}` : part))
  const joined = `/${url.join('/')}`
  return layout ? `${joined === '/' ? '' : joined}/*` : joined
}

function flatKeys(table: TranslationTable, prefix = '', into = new Set<string>()): Set<string> {
  for (const [name, value] of Object.entries(table)) {
    const key = prefix ? `${prefix}.${name}` : name
    if (typeof value === 'string') into.add(key)
    else flatKeys(value, key, into)
  }
  return into
}

export function buildKeyPagesIndex(): KeyPagesIndex {
  const tables = bundledTranslations()
  const known = flatKeys(tables.zh, '', flatKeys(tables.en))
  const sorted = [...known].sort()
  const files = appFiles(APP)
  const sources = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]))

  const importsOf = new Map<string, string[]>()
  const keysOf = new Map<string, Set<string>>()
  for (const [file, source] of sources) {
    const specifiers = [...source.matchAll(/(?:from\s+|import\(\s*|import\s+)['"]([^'"]+)['"]/g)].map(
      (match) => match[1],
    )
    importsOf.set(
      file,
      specifiers
        .map((specifier) => resolveImport(file, specifier))
        .filter((resolved): resolved is string => !!resolved),
    )
    const keys = new Set<string>()
    for (const [, literal] of source.matchAll(/['"]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"]/g)) {
      if (known.has(literal)) keys.add(literal)
    }
    for (const [, prefix] of source.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)) {
      for (const key of sorted) if (key.startsWith(prefix)) keys.add(key)
    }
    keysOf.set(file, keys)
  }

  const closure = (entry: string) => {
    const seen = new Set<string>([entry])
    const queue = [entry]
    while (queue.length)
      for (const next of importsOf.get(queue.pop()!) ?? []) if (!seen.has(next) && seen.add(next)) queue.push(next)
    const keys = new Set<string>()
    for (const file of seen) for (const key of keysOf.get(file)!) keys.add(key)
    return keys
  }

  const everyPage = closure(path.join(APP, 'root.tsx'))
  const usedBy = new Map<string, Set<string>>()
  const use = (key: string, page: string) => usedBy.set(key, (usedBy.get(key) ?? new Set()).add(page))
  for (const key of everyPage) use(key, '*')
  for (const file of files) {
    if (!file.startsWith(path.join(APP, 'routes') + path.sep) || !/export default/.test(sources.get(file)!)) continue
    const page = routePath(file)
    for (const key of closure(file)) if (!everyPage.has(key)) use(key, page)
  }
  const pages = [...new Set([...usedBy.values()].flatMap((set) => [...set]))].sort()
  const position = new Map(pages.map((page, index) => [page, index]))
  const keys: Record<string, number[]> = {}
  for (const key of [...usedBy.keys()].sort())
    keys[key] = [...usedBy.get(key)!].map((page) => position.get(page)!).sort((a, b) => a - b)
  return { pages, keys }
}

/** The file's text, in the house format (Prettier's), so the format check and the freshness test agree. */
export async function keyPagesJson(index: KeyPagesIndex): Promise<string> {
  const options = (await prettier.resolveConfig(KEY_PAGES_FILE)) ?? {}
  return prettier.format(JSON.stringify(index), { ...options, parser: 'json' })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(KEY_PAGES_FILE, await keyPagesJson(buildKeyPagesIndex()))
  console.log(`wrote ${path.relative(ROOT, KEY_PAGES_FILE)}`)
}
