/**
 * Hidden fields of the tool form that stand a project's dataset file in for an upload
 * (`/tool/:id?fromProject=<batch id>&role=table`): the batch, and each data key it fills. The
 * server reads the file from the batch's storage after checking the user owns the batch.
 */
export const PROJECT_DATASET_FIELD = '_projectDataset'
export const PROJECT_FILE_FIELD = '_projectFile'

/** A project's dataset files standing in for uploads: data key → file name. */
export interface ProjectFilesData {
  analysisId: string
  files: Record<string, string>
}
