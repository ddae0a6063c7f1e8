import { sql } from 'drizzle-orm'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import type { UploadedDataFile } from '~/utils/tools/uploads.server'
import { TOOL_ASSET_PREFIX } from './tool-assets'

/** Spec 01 §9: a tool cover may be up to 100 MB. */
export const MAX_COVER_MB = 100

/**
 * Stores an upload under a folder of its own, so a new file never overwrites one a tool (or a copy
 * of it) still names. A cover is named after what its content is, which decides how it is served.
 */
export async function storeToolAsset(file: UploadedDataFile, coverSuffix?: string): Promise<string> {
  const name = coverSuffix ? `cover.${coverSuffix}` : file.fileName
  const key = `${TOOL_ASSET_PREFIX}/${crypto.randomUUID()}/${name}`
  await fileStorage().put(key, file.bytes)
  return key
}

/**
 * Removes the editor's uploads that no tool names any more. Copies share their source's files and
 * seeded files live elsewhere, so a key is removed only under the editor's own prefix and when no
 * tool's cover, example or demo names it.
 */
export async function releaseToolAssets(keys: readonly string[]): Promise<void> {
  const candidates = keys.filter((key) => key.startsWith(`${TOOL_ASSET_PREFIX}/`))
  if (candidates.length === 0) return
  const stillNamed = await getDb().execute<{ key: string }>(sql`
    select k.key from unnest(${sql.param(candidates)}::text[]) as k(key)
    where exists (
      select 1 from tools t
      where t.cover = k.key
         or exists (select 1 from jsonb_array_elements(t.data_file_settings) s where s->>'exampleFile' = k.key)
         or exists (select 1 from jsonb_each_text(coalesce(t.demo->'files', '{}'::jsonb)) f where f.value = k.key)
    )`)
  const named = new Set(stillNamed.map((row) => row.key))
  for (const key of candidates) {
    if (named.has(key)) continue
    await fileStorage().removeFolder(key.slice(0, key.lastIndexOf('/')))
  }
}
