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

/** One file part as it came: its size as sent, and its bytes when within the limit. */
export type UploadedFile = { size: number; bytes: Uint8Array | null }

const TEXT_PART_MAX = 64 * 1024

async function collect(data: AsyncIterable<Uint8Array>, keepUpTo: number, refuseOver: number) {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of data) {
    size += chunk.length
    if (size > refuseOver) throw badRequest()
    if (size <= keepUpTo) chunks.push(chunk)
  }
  return { size, bytes: size <= keepUpTo ? Buffer.concat(chunks) : null }
}

/**
 * A form with one file field whose size must not cost the rest of the form: the file is read
 * aside (its bytes kept up to `maxBytes`, the rest counted and dropped) so a file too large still
 * leaves every other field to show again. A body past `maxBody` is refused unread as TOO_LARGE.
 * Any other body is read as a form (no file).
 */
export async function readFormWithFile(
  request: Request,
  o: { field: string; maxBytes: number; maxBody: number },
): Promise<{ form: FormData; file: UploadedFile | null } | typeof TOO_LARGE> {
  const type = request.headers.get('content-type') ?? ''
  if (Number(request.headers.get('content-length') ?? 0) > o.maxBody) return TOO_LARGE
  if (!type.startsWith('multipart/form-data')) return { form: await readForm(request), file: null }
  let file: UploadedFile | null = null
  let parts = 0
  const form = await unstable_parseMultipartFormData(request, async ({ name, filename, data }) => {
    parts++
    if (filename === undefined) {
      const text = await collect(data, TEXT_PART_MAX, TEXT_PART_MAX)
      return Buffer.from(text.bytes ?? new Uint8Array()).toString('utf8')
    }
    const read = await collect(data, o.maxBytes, o.maxBody)
    // An empty file input sends a part with no name and no bytes: no file chosen.
    if (name === o.field && read.size > 0) file = read
    return undefined
  }).catch((err: unknown) => {
    throw err instanceof Response ? err : badRequest()
  })
  // As readUploadForm: a body whose announced boundary never appears is no form at all.
  if (parts === 0) throw badRequest()
  return { form, file }
}
