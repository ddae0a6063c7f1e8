import http from 'node:http'
import type { AddressInfo } from 'node:net'
import S3rver from 's3rver'

/**
 * s3rver serving one bucket from `S3RVER_DIRECTORY` on a free port; prints `{"port":N}` once it
 * listens. Its ListParts and AbortMultipartUpload (which @tus/s3-store and aborted uploads need)
 * come from patches/s3rver+3.7.1.patch. Started by `startS3Server` as its own process under `--openssl-legacy-provider`: s3rver
 * signs ListObjectsV2 continuation tokens with DES, which Node's OpenSSL 3 refuses otherwise. Its
 * own event loop also keeps the server from competing with the test that drives it.
 */
const directory = process.env.S3RVER_DIRECTORY!
const bucket = process.env.S3RVER_BUCKET!
const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
await s3rver.configureBuckets()

// s3rver 3.7 deletes a DeleteObjects batch concurrently, and two deletes that empty the same folder race to
// remove it: the loser fails the whole request with a 500 although its object is gone. S3 has no folders to race on.
const deleteObject = s3rver.store.deleteObject.bind(s3rver.store)
s3rver.store.deleteObject = (bucketName, key) =>
  deleteObject(bucketName, key).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error
  })

const server = http.createServer(s3rver.callback())
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`)
})
// The test that started it may die without stopping it: go with it.
process.stdin.on('end', () => process.exit(0))
process.stdin.resume()
process.on('SIGTERM', () => process.exit(0))
