// s3rver ships no types; this is the part of its API the tests use.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  interface S3rverOptions {
    silent?: boolean
    directory?: string
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[]
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    /** Where s3rver keeps objects; the test server mends one of its methods. */
    store: { deleteObject(bucket: string, key: string): Promise<void> }
    /** Creates the configured buckets (run() does this before listening). */
    configureBuckets(): Promise<void>
    /** The request handler, for serving it from one's own HTTP server. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void
  }
}
