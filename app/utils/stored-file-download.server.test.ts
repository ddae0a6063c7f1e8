import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { localFileStorage } from '#db/file-storage'
import { SPREADSHEET_GUARD_MAX_BYTES, storedFileResponse } from './stored-file-download.server'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'biocloud-download-'))
const storage = localFileStorage(root)
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const download = { contentType: 'application/octet-stream', cacheControl: 'private, max-age=60', spreadsheetSafe: true }

describe('storedFileResponse', () => {
  it('serves a table with its formula cells quoted, under the file name', async () => {
    await storage.put('t/result.tsv', new TextEncoder().encode('id\tvalue\n=1+1\t-1.5\n'))
    const response = (await storedFileResponse('t/result.tsv', { ...download, fileName: '结果.tsv' }, storage))!
    const body = await response.text()
    expect(body).toBe("id\tvalue\n'=1+1\t-1.5\n")
    expect(response.headers.get('Content-Length')).toBe(String(new TextEncoder().encode(body).byteLength))
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=60, no-transform')
    expect(response.headers.get('Content-Disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('结果.tsv')}`)
  })

  it('streams a file that is no table, or a table over the guard size, as stored with its stored size', async () => {
    const raw = new TextEncoder().encode('>seq\n=ACGT\n')
    await storage.put('t/reads.fasta', raw)
    const response = (await storedFileResponse('t/reads.fasta', { ...download, fileName: 'reads.fasta' }, storage))!
    expect(response.headers.get('Content-Length')).toBe(String(raw.byteLength))
    expect(await response.text()).toBe('>seq\n=ACGT\n')

    const row = '=cmd\t1\n'
    const big = Buffer.alloc(SPREADSHEET_GUARD_MAX_BYTES + row.length, row)
    await storage.put('t/big.tsv', big)
    const bigResponse = (await storedFileResponse('t/big.tsv', { ...download, fileName: 'big.tsv' }, storage))!
    expect(bigResponse.headers.get('Content-Length')).toBe(String(big.byteLength))
    expect(
      Buffer.from(await bigResponse.arrayBuffer())
        .subarray(0, row.length)
        .toString(),
    ).toBe(row)
  })

  it('answers null for a file that is not in storage', async () => {
    expect(await storedFileResponse('t/missing.tsv', { ...download, fileName: 'missing.tsv' }, storage)).toBeNull()
  })
})
