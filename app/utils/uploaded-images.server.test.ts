import { describe, expect, it } from 'vitest'
import { privateImageResponse, rasterImageKind, storedImageContentType } from './uploaded-images.server'

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0])
const text = (value: string) => new TextEncoder().encode(value)

describe('an uploaded image is what its content says', () => {
  it('knows PNG, JPEG, GIF and WebP by their bytes, whatever the file was called', async () => {
    expect(await rasterImageKind(PNG)).toBe('png')
    expect(await rasterImageKind(JPEG)).toBe('jpeg')
    expect(await rasterImageKind(text('GIF89a\x01\x00\x01\x00'))).toBe('gif')
    expect(await rasterImageKind(text('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp')
  })

  it('takes no SVG (it can carry script), no table renamed .png, and nothing outside the accepted formats', async () => {
    expect(await rasterImageKind(text('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeNull()
    expect(await rasterImageKind(text('OTU ID\tS1\tS2\nOTU_1\t3\t4\n'))).toBeNull()
    expect(await rasterImageKind(Uint8Array.from([0x89, 0x50]))).toBeNull()
    expect(await rasterImageKind(text('GIF89a\x01\x00\x01\x00'), ['png', 'jpeg'])).toBeNull()
    expect(await rasterImageKind(JPEG, ['png', 'jpeg'])).toBe('jpeg')
  })

  it('serves a stored image as the type its key was stored under, privately and never sniffed', async () => {
    expect(storedImageContentType('courses/covers/x.jpg')).toBe('image/jpeg')
    expect(storedImageContentType('tool-assets/u/cover.webp')).toBe('image/webp')
    expect(storedImageContentType('feedback/x.svg')).toBeUndefined()
    const response = privateImageResponse(PNG, 'image/png', 300)
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=300')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
  })
})
