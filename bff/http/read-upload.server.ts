import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from '@remix-run/node'
import { readForm } from './read-form.server'

export const TOO_LARGE = 'tooLarge' as const

/**
 * The submitted form of an action that may carry a file: a multipart body is read into memory with
 * every part capped at `maxBytes` (a larger file, or a declared length over the cap plus room for
 * the other fields, answers TOO_LARGE before anything is kept); any other body is read as a form.
 */
export async function readUploadForm(request: Request, maxBytes: number): Promise<FormData | typeof TOO_LARGE> {
  const type = request.headers.get('content-type') ?? ''
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes * 2 + 64 * 1024) return TOO_LARGE
  if (!type.startsWith('multipart/form-data')) return readForm(request)
  let form: FormData
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: maxBytes }))
  } catch (err) {
    if (err instanceof MaxPartSizeExceededError) return TOO_LARGE
    throw badRequest()
  }
  // The parser reads a body whose announced boundary never appears as an empty form; readForm
  // refuses it, and so does this.
  if ([...form.keys()].length === 0) throw badRequest()
  return form
}

function badRequest() {
  return new Response('Bad Request', { status: 400, statusText: 'Bad Request' })
}
