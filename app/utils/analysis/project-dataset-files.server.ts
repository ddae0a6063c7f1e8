import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { DATASET_ROLE, type DatasetFiles, type DatasetRole } from '#core/projects'
import { storageKeyFileName } from '#core/storage-paths'
import type { DataFileSetting } from '#core/tools'
import { getDb } from '#db/client'
import { fileStorage } from '#db/file-storage'
import { analysisBatches } from '#db/schema/projects'
import { requestError } from '~/utils/http-errors.server'
import { optional, parseSearchParams } from '~/utils/request-input.server'
import type { ToolUploads } from '~/utils/tools/uploads.server'
import { can } from '#core/access-policy'
import { projectResource, type ProjectViewer } from './project-access.server'
import { PROJECT_DATASET_FIELD, PROJECT_FILE_FIELD, type ProjectFilesData } from './project-dataset-fields'

const batchId = z.string().regex(/^[A-Za-z0-9-]{1,40}$/)

const fromProjectQuery = z.object({
  fromProject: optional(batchId),
  role: optional(z.enum(Object.values(DATASET_ROLE) as [DatasetRole, ...DatasetRole[]])),
})

/** The dataset files of a batch the user may reuse (`project:reuseDataset`: their own); null for any other id. */
async function ownedDatasetFiles(user: ProjectViewer, analysisId: string): Promise<DatasetFiles | null> {
  const [row] = await getDb()
    .select({
      datasetFiles: analysisBatches.datasetFiles,
      customerId: analysisBatches.customerId,
      isDemo: analysisBatches.isDemo,
      expiresAt: analysisBatches.expiresAt,
      dataClearedAt: analysisBatches.dataClearedAt,
    })
    .from(analysisBatches)
    .where(eq(analysisBatches.id, analysisId))
  return row && can(user, 'project:reuseDataset', projectResource(row)) ? row.datasetFiles : null
}

/**
 * `?fromProject=<batch id>&role=<dataset role>` (role defaults to the table): the tool's data slot
 * of the same key is filled with that file of the user's own project. Another account's batch, or
 * one without the file, answers 404; a tool without such a slot shows its form as usual.
 */
export async function projectFilesForToolPage(
  request: Request,
  settings: readonly DataFileSetting[],
  viewer: ProjectViewer | null,
): Promise<ProjectFilesData | null> {
  const query = await parseSearchParams(request, fromProjectQuery)
  if (query.fromProject === undefined) return null
  const role = query.role ?? DATASET_ROLE.table
  const files = viewer === null ? null : await ownedDatasetFiles(viewer, query.fromProject)
  const storageKey = files?.[role]
  if (!storageKey) throw await requestError(request, 404, 'errors.notFound')
  if (!settings.some((setting) => setting.key === role)) return null
  return { analysisId: query.fromProject, files: { [role]: storageKeyFileName(storageKey) } }
}

/**
 * Fills the slots the form names in PROJECT_FILE_FIELD with the batch's dataset files, where the
 * user chose no file of their own; the batch must be the user's (else the slots stay empty and the
 * form says the file is required).
 */
export async function addProjectDatasetFiles(
  uploads: ToolUploads,
  settings: readonly DataFileSetting[],
  user: ProjectViewer,
): Promise<void> {
  const analysisId = batchId.safeParse(uploads.fields.get(PROJECT_DATASET_FIELD))
  if (!analysisId.success) return
  const keys = uploads.fields
    .getAll(PROJECT_FILE_FIELD)
    .map(String)
    .filter((key) => !uploads.files.has(key) && !uploads.problems.has(key) && settings.some((s) => s.key === key))
  if (keys.length === 0) return
  const files = await ownedDatasetFiles(user, analysisId.data)
  for (const key of keys) {
    const storageKey = files?.[key as DatasetRole]
    if (storageKey)
      uploads.files.set(key, { fileName: storageKeyFileName(storageKey), bytes: await fileStorage().get(storageKey) })
  }
}
