// The key patches/@remix-run+express+2.17.5.patch reads: the adapter sends such a body in one
// `res.end` instead of reading it back through the Response's stream, chunk by chunk.
const WHOLE_BODY = Symbol.for('remix-express.wholeBody')

/**
 * A Response whose body is all in `body`: it goes out to Express in one write (decision 082). The
 * Response itself has no body stream (decision 083): making one cost more than the page's headers,
 * and only the patched adapter reads these answers. Without that patch every page would be empty,
 * which every journey would show at once.
 */
export function wholeBodyResponse(body: Buffer, init: ResponseInit): Response {
  const response = new Response(null, init)
  Object.defineProperty(response, WHOLE_BODY, { value: body })
  return response
}
