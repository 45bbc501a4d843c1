import { Writable } from 'node:stream'
import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { compressPage } from '#bff/http/compress-page.server'
import { createKeptHtml } from '#bff/http/kept-html.server'
import { scrubbedError } from '#bff/http/dev-errors.server'
import { wholeBodyResponse } from '#bff/http/whole-body.server'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { KeptHtmlProvider } from './components/kept-html'
import { NonceProvider } from './components/nonce'
import { getI18n } from './i18n'
import './i18n-texts.server'

const ABORT_DELAY = 5_000
// Parts of pages rendered once (decision 078): the rows of some hundred athletes' entry pages, or a
// few hundred card lists. Not in development, where the components change under a running server.
const keptHtml = import.meta.env.DEV ? null : createKeptHtml({ maxBytes: 16_000_000, maxEntries: 4_000 })

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The page's data, as the browser reads it, goes into the page in one script instead of React
  // suspending on each chunk of its stream (patches/@remix-run+react, StreamTransferred). The patched
  // runtime gives it as text when no loader defers (decision 086); a stream is read whole here.
  if (remixContext.serverHandoffStream) {
    Object.assign(remixContext, { serverHandoffText: await new Response(remixContext.serverHandoffStream).text() })
  }
  const nonce = loadContext.nonce
  const i18n = getI18n(loadContext.lang)
  const kept = keptHtml?.forPage(loadContext.lang) ?? null
  return new Promise((resolve, reject) => {
    let status = responseStatusCode
    let shellReady = false
    let failed = false
    // Cleared once the page is rendered: a pending timer would keep each finished render in memory.
    const abortTimer = setTimeout(() => abort(), ABORT_DELAY)
    // The loaders have run before the render starts and no page suspends on anything else, so the
    // whole page is ready at once: it goes out as one body, compressed in one call, instead of
    // React's many small chunks, which cost a compression pass and a socket write each.
    const chunks: Buffer[] = []
    const body = new Writable({
      // No 'close' after 'finish': React answers it by ending the stream again, and Node builds an
      // error (with its stack) for that, on every page.
      emitClose: false,
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
    })
    body.once('finish', () => {
      clearTimeout(abortTimer)
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      const rendered = Buffer.concat(chunks)
      const page = kept ? kept.keep(rendered, !failed && status < 400) : rendered
      resolve(compressedResponse(page, request, responseHeaders, status))
    })
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <KeptHtmlProvider value={kept}>
          <I18nextProvider i18n={i18n}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
          </I18nextProvider>
        </KeptHtmlProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          // The status as it stood when the page's frame was ready (a later error shows in the page).
          status = responseStatusCode
          shellReady = true
        },
        onAllReady() {
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer)
          reject(error)
        },
        onError(error: unknown) {
          failed = true
          responseStatusCode = 500
          if (shellReady) loadContext.log.error({ err: error instanceof Error ? error.message : String(error) }, 'render error')
        },
      },
    )
  })
}

/**
 * A `.data` answer (the loaders' data for a page opened in the browser, a fetcher's answer) goes out
 * compressed in one call, like a page: no loader defers, so all of it is there at once. The
 * compression middleware's stream cost more to set up than the compressing (decision 060).
 */
export async function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (!response.body || response.headers.has('Content-Encoding') || (response.status >= 300 && response.status < 400)) return response
  return compressedResponse(Buffer.from(await response.arrayBuffer()), request, new Headers(response.headers), response.status)
}

/** The whole body in the best encoding the browser takes (compressPage), with its length. */
function compressedResponse(body: Buffer, request: Request, headers: Headers, status: number): Response {
  const answer = compressPage(body, request.headers.get('accept-encoding'))
  headers.append('Vary', 'Accept-Encoding')
  if (answer.encoding) headers.set('Content-Encoding', answer.encoding)
  headers.set('Content-Length', String(answer.body.length))
  return wholeBodyResponse(answer.body, { headers, status })
}

/**
 * Errors Remix caught in loaders and actions: logged with the request id (scrubbed), never shown
 * raw. The error itself is left as it is (its message may be a getter only); what a development
 * page shows was scrubbed where the loaders' failures are mapped (mapFailures, scrubbedError).
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return
  const shown = context.config ? scrubbedError(error, [context.config.legacyBaseUrl, context.config.legacySiteUrl]) : error
  context.log?.error(
    { err: shown instanceof Error ? { message: shown.message, stack: shown.stack } : String(shown), path: new URL(request.url).pathname },
    'route error',
  )
}
