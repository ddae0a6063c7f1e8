import { randomUUID } from 'node:crypto'
import { createReadStream as createFileReadStream } from 'node:fs'
import { pipeline } from 'node:stream'
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import contentDisposition from 'content-disposition'
import {
  assertSafeKey,
  byteLimit,
  nodeReadable,
  PROBE_FOLDER,
  isWorkingFolder,
  StorageUnavailableError,
  StoredFileMissingError,
  StoredFileTooLargeError,
  type FileStorage,
} from './file-storage'
import type { S3StorageConfig } from './s3-client-config'

/** Bodies above this go up in parts; a part is held in memory while it is sent, `QUEUE_SIZE` at a time. */
const PART_SIZE = 8 * 1024 * 1024
const QUEUE_SIZE = 4
/** DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000
const DEFAULT_URL_LIFETIME_SECONDS = 15 * 60

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata?.httpStatusCode : undefined
}

/** A key that is not there; a missing bucket is the operator's problem, not a missing file. */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name
  return name === 'NoSuchKey' || name === 'NotFound' || (statusOf(error) === 404 && name !== 'NoSuchBucket')
}

/** The error callers see for an S3 failure: a refused key is the operator's problem, like an unwritable folder. */
function classify(error: unknown, key: string): unknown {
  if (error instanceof StoredFileTooLargeError || error instanceof StoredFileMissingError) return error
  const name = (error as { name?: string } | null)?.name
  if (
    name === 'AccessDenied' ||
    name === 'InvalidAccessKeyId' ||
    name === 'SignatureDoesNotMatch' ||
    statusOf(error) === 403
  )
    return new StorageUnavailableError('denied', key, { cause: error })
  if (isMissing(error)) return new StoredFileMissingError(key, { cause: error })
  return error
}

export function s3FileStorage(config: S3StorageConfig): FileStorage {
  const { bucket, ...clientConfig } = config
  const client = new S3Client(clientConfig)

  async function send<T>(key: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request()
    } catch (error) {
      throw classify(error, key)
    }
  }

  /**
   * Uploads whole or not at all: one PUT for bytes that fit in a part, else Upload, which aborts a
   * multipart upload that fails so no part outlives it.
   */
  async function upload(key: string, body: Uint8Array | NodeJS.ReadableStream): Promise<void> {
    assertSafeKey(key)
    if (body instanceof Uint8Array && body.byteLength <= PART_SIZE) {
      await send(key, () => client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body })))
      return
    }
    await send(key, () =>
      new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body as Uint8Array },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      }).done(),
    )
  }

  async function stat(key: string) {
    assertSafeKey(key)
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) }
    } catch (error) {
      if (isMissing(error)) return null
      throw classify(error, key)
    }
  }

  async function* list(prefix: string): AsyncGenerator<{ key: string; size: number }> {
    let continuationToken: string | undefined
    do {
      const page = await send(prefix, () =>
        client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken })),
      )
      for (const entry of page.Contents ?? []) {
        if (!entry.Key || isWorkingFolder(entry.Key)) continue
        yield { key: entry.Key, size: entry.Size ?? 0 }
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (continuationToken)
  }

  async function removeKeys(keys: string[]): Promise<void> {
    if (keys.length === 0) return
    const answer = await send(keys[0], () =>
      client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      ),
    )
    const failure = answer.Errors?.[0]
    if (failure)
      throw classify(Object.assign(new Error(failure.Message), { name: failure.Code }), failure.Key ?? keys[0])
  }

  return {
    put: (key, bytes) => upload(key, bytes),
    putFile: (key, sourcePath) => upload(key, createFileReadStream(sourcePath)),
    async putStream(key, source, options) {
      const limit = byteLimit(options?.maxBytes)
      // pipeline destroys the source when the limit (or the upload) stops reading, and passes a source error on to Upload.
      const body = pipeline(nodeReadable(source), limit.transform, () => {})
      try {
        await upload(key, body)
      } catch (error) {
        body.destroy()
        if (options?.maxBytes !== undefined && limit.size() > options.maxBytes)
          throw new StoredFileTooLargeError(options.maxBytes)
        throw error
      }
      return { size: limit.size() }
    },
    async get(key) {
      assertSafeKey(key)
      return send(key, async () => {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array()
      })
    },
    exists: async (key) => (await stat(key)) !== null,
    stat,
    createReadStream(key, range) {
      assertSafeKey(key)
      const abort = new AbortController()
      let reader: ReadableStreamDefaultReader<Uint8Array> | null = null
      // A server that ignores part of a range (s3rver answers `bytes=0-0` with the whole object) must not
      // hand out more bytes than the caller announced in its Content-Length.
      let bytesLeft = range ? range.end - range.start + 1 : Infinity
      // The request starts on the first read, so a stream that is never read costs nothing.
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            if (!reader) {
              const answer = await client.send(
                new GetObjectCommand({
                  Bucket: bucket,
                  Key: key,
                  Range: range ? `bytes=${range.start}-${range.end}` : undefined,
                }),
                { abortSignal: abort.signal },
              )
              if (!answer.Body) return controller.close()
              reader = (answer.Body.transformToWebStream() as ReadableStream<Uint8Array>).getReader()
            }
            const { done, value } = await reader.read()
            if (done) return controller.close()
            controller.enqueue(value.byteLength > bytesLeft ? value.subarray(0, bytesLeft) : value)
            bytesLeft -= value.byteLength
            if (bytesLeft <= 0) {
              controller.close()
              abort.abort()
              await reader.cancel().catch(() => {})
            }
          } catch (error) {
            controller.error(classify(error, key))
          }
        },
        async cancel(reason) {
          abort.abort()
          await reader?.cancel(reason).catch(() => {})
        },
      })
    },
    async remove(key) {
      assertSafeKey(key)
      await send(key, () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })))
    },
    list,
    async downloadUrl(key, options) {
      assertSafeKey(key)
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: contentDisposition(options.fileName),
        }),
        { expiresIn: options.expiresInSeconds ?? DEFAULT_URL_LIFETIME_SECONDS },
      )
    },
    async removeFolder(folderKey) {
      assertSafeKey(folderKey)
      // As a local folder removal also takes a file of that name.
      let batch: string[] = [folderKey]
      for await (const { key } of list(`${folderKey}/`)) {
        batch.push(key)
        if (batch.length === DELETE_BATCH) {
          await removeKeys(batch)
          batch = []
        }
      }
      await removeKeys(batch)
    },
    // Folders in a bucket are only key prefixes: one with nothing under it does not exist.
    removeFolderIfEmpty: async () => {},
    async probe() {
      const key = `${PROBE_FOLDER}/${process.pid}-${randomUUID()}`
      await upload(key, new TextEncoder().encode('probe\n'))
      await send(key, () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })))
    },
  }
}
