import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { ERRORS, Server, type Upload } from '@tus/server'
import enCommon from '../public/locales/en/common.json'
import zhCommon from '../public/locales/zh/common.json'
import { getOptionalUser, mustChangePassword, type SessionUser } from '../app/utils/auth.server'
import { runInRequestScope } from '../app/utils/request-scope.server'
import {
  checkNewUpload,
  personalFileTarget,
  ResumableUploadRefused,
  storeFinishedUpload,
} from '../app/utils/files/resumable-upload.server'
import { env } from '../core/env'
import { logger } from '../core/logger'
import { RESUMABLE_UPLOAD_PATH, RESUMABLE_UPLOAD_REFUSAL_STATUS } from '../core/resumable-upload'
import { resumableUploadStore } from '../db/resumable-upload-store'
import { languageOfCookieHeader } from './security'

const MESSAGES = {
  zh: { refused: zhCommon.resumableUpload.refused, unexpected: zhCommon.errors.unexpected },
  en: { refused: enCommon.resumableUpload.refused, unexpected: enCommon.errors.unexpected },
}

/** An upload's id in the URL: its owner's user id, a dash, and 32 random hex digits. */
const UPLOAD_ID = /^(\d+)-[0-9a-f]{32}$/

type TusRequest = Parameters<NonNullable<ConstructorParameters<typeof Server>[0]['onIncomingRequest']>>[0]

function messageFor(request: TusRequest, error: ResumableUploadRefused): string {
  const template = MESSAGES[languageOfCookieHeader(request.headers.get('cookie'))].refused[error.reason]
  return template.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(error.params[name] ?? ''))
}

/**
 * The tus endpoint for large personal files (spec: FASTQ and other raw data up to several GB):
 * creation, resumable PATCHes, HEAD for the offset and termination, for signed-in active users only.
 * An upload's id starts with its owner's user id, so a request for someone else's upload is
 * answered "not found" without reading the store. A finished upload is moved into the owner's
 * personal files (quota checked, same name replaced after consent) and removed from the store.
 */
export function resumableUploadHandler() {
  // Built with the first upload request, not at start-up: on S3 the store loads the AWS SDK.
  let server: Promise<Server> | null = null
  return (request: ExpressRequest, response: ExpressResponse, next: NextFunction) => {
    server ??= tusServer().catch((error: unknown) => {
      server = null
      throw error
    })
    server.then((tus) => tus.handle(request, response)).catch(next)
  }
}

async function tusServer(): Promise<Server> {
  const { datastore, idPrefix } = await resumableUploadStore()
  const maxBytes = env().RESUMABLE_UPLOAD_MAX_MB * 1024 * 1024
  // namingFunction runs before onIncomingRequest on creation; both ask who is signed in, once.
  const requestUsers = new WeakMap<TusRequest, Promise<SessionUser | null>>()
  const signedInUser = async (request: TusRequest): Promise<SessionUser> => {
    let user = requestUsers.get(request)
    if (!user) {
      // One scope, so both questions share one session look-up.
      user = runInRequestScope(async () => ((await mustChangePassword(request)) ? null : getOptionalUser(request)))
      requestUsers.set(request, user)
    }
    const found = await user
    if (!found) throw new ResumableUploadRefused('signIn')
    return found
  }
  const ownerOf = (uploadId: string) => Number(UPLOAD_ID.exec(uploadId.slice(idPrefix.length))?.[1])

  return new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore,
    maxSize: maxBytes,
    // Same origin only: no CORS answer headers (sameOriginForStateChanges also guards the writes).
    allowedOrigins: [],
    async namingFunction(request) {
      const user = await signedInUser(request)
      return `${idPrefix}${user.id}-${crypto.randomUUID().replaceAll('-', '')}`
    },
    generateUrl: (_request, { path, id }) => `${path}/${id.slice(idPrefix.length)}`,
    getFileIdFromRequest: (_request, lastPath) =>
      lastPath && UPLOAD_ID.test(lastPath) ? idPrefix + lastPath : undefined,
    async onIncomingRequest(request, uploadId) {
      const user = await signedInUser(request)
      if (ownerOf(uploadId) !== user.id) throw new ResumableUploadRefused('notFound')
    },
    async onUploadCreate(request, upload) {
      const user = await signedInUser(request)
      await checkNewUpload(user.id, personalFileTarget(upload.metadata), upload.size, maxBytes)
      return { metadata: upload.metadata }
    },
    async onUploadFinish(request, upload: Upload) {
      const user = await signedInUser(request)
      try {
        await storeFinishedUpload(
          user.id,
          personalFileTarget(upload.metadata),
          upload.size ?? upload.offset,
          await datastore.read(upload.id),
        )
      } finally {
        await datastore.remove(upload.id).catch((error: unknown) => {
          logger.warn({ err: error, uploadId: upload.id }, 'a finished resumable upload could not be removed')
        })
      }
      return {}
    },
    onResponseError(request, error) {
      if (error instanceof ResumableUploadRefused)
        return { status_code: RESUMABLE_UPLOAD_REFUSAL_STATUS[error.reason], body: messageFor(request, error) }
      if (error === ERRORS.ERR_MAX_SIZE_EXCEEDED)
        return {
          status_code: 413,
          body: messageFor(request, new ResumableUploadRefused('tooLarge', { max: env().RESUMABLE_UPLOAD_MAX_MB })),
        }
      if ('status_code' in error && error.status_code < 500) return undefined
      logger.error({ err: error, url: request.url }, 'a resumable upload request failed')
      return { status_code: 500, body: MESSAGES[languageOfCookieHeader(request.headers.get('cookie'))].unexpected }
    },
  })
}
