import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

/** The whole document React 18's streaming renderer writes for `element`, as bytes. */
function streamedBytes(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk)
              done()
            },
            final(done) {
              resolve(Buffer.concat(chunks))
              done()
            },
          }),
        )
      },
      onShellError: reject,
    })
  })
}

describe('streamed pages (React 18.3.1 with patches/react-dom+18.3.1.patch)', () => {
  // React writes into 2,048-byte views; a three-byte character that does not fit at the end of one
  // left the view's unwritten bytes in the page as U+0000 ("使用\0教程"). Each offset below puts a
  // character across that boundary at some point of the page.
  it.each([0, 1, 2])('has no NUL where a Chinese character spans a 2,048-byte chunk (offset %i)', async (offset) => {
    const words = Array.from({ length: 300 }, (_, i) => `使用教程${i}`)
    const html = (
      await streamedBytes(
        <div>
          {'a'.repeat(offset)}
          {words.map((word) => (
            <span key={word}>{word}</span>
          ))}
        </div>,
      )
    ).toString('utf8')
    expect(html).not.toContain('\u0000')
    expect(html).toBe(`<div>${'a'.repeat(offset)}${words.map((word) => `<span>${word}</span>`).join('')}</div>`)
  })
})
