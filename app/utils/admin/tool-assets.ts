import type { DataFileSetting, ToolDemo } from '#core/tools'
import { demoParamsOf, type ToolEditorValues } from './tool-editor'

/** Where the editor stores the covers, example files and demo inputs staff upload. */
export const TOOL_ASSET_PREFIX = 'tool-assets'

/** What a tool holds in file storage: its cover, each data file's example and the demo's inputs. */
export interface ToolAssets {
  cover: string | null
  demo: ToolDemo | null
  dataFileSettings: DataFileSetting[]
}

/** Storage keys of the files uploaded with this save: the cover, and per data file (by index). */
export interface UploadedAssets {
  cover?: string
  examples: ReadonlyMap<number, string>
  demos: ReadonlyMap<number, string>
}

/** Every storage key a tool's assets name. */
export function assetKeysOf(assets: ToolAssets): Set<string> {
  const keys = new Set<string>()
  if (assets.cover) keys.add(assets.cover)
  for (const key of Object.values(assets.demo?.files ?? {})) keys.add(key)
  for (const setting of assets.dataFileSettings) if (setting.exampleFile) keys.add(setting.exampleFile)
  return keys
}

/**
 * The assets a save leaves the tool with. The page posts back the keys it showed, so data files can
 * be added, removed and reordered; a posted key is kept only when the tool (or, for a copy, its
 * source) already holds it, so no form can point a tool at a file it does not own. An upload
 * replaces, a "remove" box clears, anything else stays. Also returns the keys the tool no longer
 * names, for the caller to release once the save has committed.
 */
export function resolveToolAssets(
  values: ToolEditorValues,
  settings: readonly DataFileSetting[],
  stored: ToolAssets | null,
  uploads: UploadedAssets,
): { assets: ToolAssets; released: string[] } {
  const owned = stored ? assetKeysOf(stored) : new Set<string>()
  const keep = (posted: string | undefined) => (posted && owned.has(posted) ? posted : null)
  const files = values.dataFiles ?? []
  const dataFileSettings = settings.map((setting, index) => ({
    ...setting,
    exampleFile: uploads.examples.get(index) ?? (files[index]?.removeExample ? null : keep(files[index]?.exampleFile)),
  }))
  const demoFiles: Record<string, string> = {}
  settings.forEach((setting, index) => {
    const key = uploads.demos.get(index) ?? (files[index]?.removeDemo ? null : keep(files[index]?.demoFile))
    if (key) demoFiles[setting.key] = key
  })
  const params = demoParamsOf(values.demoParams) ?? {}
  const demo = Object.keys(params).length || Object.keys(demoFiles).length ? { params, files: demoFiles } : null
  const cover = uploads.cover ?? (values.removeCover ? null : (stored?.cover ?? null))
  const assets = { cover, demo, dataFileSettings }
  const kept = assetKeysOf(assets)
  return { assets, released: [...owned].filter((key) => !kept.has(key)) }
}
