/** The resumable (tus) upload of large personal files: what the browser and the server agree on. */

/** Where the tus endpoint is mounted; an upload's address is `<path>/<id>`. */
export const RESUMABLE_UPLOAD_PATH = '/uploads/resumable'

/**
 * The size of one PATCH request. A dropped connection costs at most the chunk under way (the
 * server keeps what arrived), and a proxy's request-size limit must be above it. A multiple of the
 * S3 store's part size, so parts line up with chunks.
 */
export const RESUMABLE_UPLOAD_CHUNK_BYTES = 32 * 1024 * 1024

/** Upload-Metadata keys the client sends (tus metadata values are strings). */
export const RESUMABLE_UPLOAD_METADATA = {
  fileName: 'filename',
  contentType: 'filetype',
  /** Folder path in the owner's personal files, '' for the root. */
  folder: 'folder',
  /** '1' once the user confirmed replacing a file of the same name. */
  overwrite: 'overwrite',
} as const

/**
 * Why the server refused a resumable upload, with the status it answers (the body is the reason's
 * message in the reader's language). A same-name file is a 409 Conflict on creation: the browser
 * then asks whether to replace it and creates the upload again with `overwrite`.
 */
export const RESUMABLE_UPLOAD_REFUSAL_STATUS = {
  signIn: 401,
  notFound: 404,
  noLength: 400,
  badFolder: 422,
  folderExists: 422,
  exists: 409,
  tooLarge: 413,
  quota: 413,
} as const
export type ResumableUploadRefusal = keyof typeof RESUMABLE_UPLOAD_REFUSAL_STATUS
