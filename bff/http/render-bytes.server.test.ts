import { createRequire } from 'node:module'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { createElement, type ReactElement } from 'react'
import { describe, expect, it } from 'vitest'

/*
 * React 18's streaming renderer wrote text into 2 KB buffers, one TextEncoder call per chunk. When a
 * character of two or more bytes did not fit at a buffer's end, it sent the whole buffer, its
 * unwritten last bytes (zeros) included: a NUL in the page before the character (« », é, ’ and £
 * all take two or three bytes). Patched (patches/react-dom): text is kept as it comes and written
 * as one string when a flush ends, so a page whole at onAllReady goes out in one write. Both
 * builds, loaded as the server loads them.
 */
const require = createRequire(import.meta.url)
const reactDom = path.dirname(require.resolve('react-dom/package.json'))
type Server = {
  renderToPipeableStream: (
    el: ReactElement,
    o: { onAllReady(): void; onError(e: unknown): void },
  ) => { pipe(w: NodeJS.WritableStream): void }
}
const builds = ['production.min', 'development'].map(
  (b) => [b, require(path.join(reactDom, `cjs/react-dom-server.node.${b}.js`)) as Server] as const,
)

function render(server: Server, element: ReactElement, writes: unknown[] = []): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough()
    const write = out.write.bind(out) as (chunk: unknown, ...rest: unknown[]) => boolean
    out.write = ((chunk: unknown, ...rest: unknown[]) => (writes.push(chunk), write(chunk, ...rest))) as typeof out.write
    const chunks: Buffer[] = []
    out.on('data', (c: Buffer) => chunks.push(c))
    out.on('end', () => resolve(Buffer.concat(chunks)))
    const stream = server.renderToPipeableStream(element, { onAllReady: () => stream.pipe(out), onError: reject })
  })
}

describe.each(builds)('the %s server renderer', (_, server) => {
  it('writes text of many-byte characters whole, wherever the buffers end', async () => {
    for (const lead of ['', 'a', 'ab', 'abc']) {
      for (const char of ['»', '’', '€']) {
        const texts = Array.from({ length: 30 }, (__, i) => `${lead}${i}${char.repeat(120)}`)
        const bytes = await render(server, createElement('div', null, ...texts.map((t, i) => createElement('p', { key: i }, t))))
        expect(bytes.includes(0), `${JSON.stringify(lead)} ${char}`).toBe(false)
        expect(bytes.toString('utf8')).toBe(`<div>${texts.map((t) => `<p>${t}</p>`).join('')}</div>`)
      }
    }
  })

  it('writes a render that is whole when it is piped in one write, as text', async () => {
    const writes: unknown[] = []
    const rows = Array.from({ length: 400 }, (_, i) => createElement('li', { key: i, className: 'row' }, `Row ${i} « ${i} »`))
    const bytes = await render(server, createElement('ul', null, rows), writes)
    expect(writes).toHaveLength(1)
    expect(typeof writes[0]).toBe('string')
    expect(bytes.toString('utf8')).toBe(`<ul>${rows.map((_, i) => `<li class="row">Row ${i} « ${i} »</li>`).join('')}</ul>`)
  })
})
