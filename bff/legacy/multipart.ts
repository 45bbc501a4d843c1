import { randomBytes } from 'node:crypto'

/** One file as a multipart/form-data body (RFC 7578), for the legacy site's upload call. */
export type UploadFile = { field: string; filename: string; contentType: string; bytes: Uint8Array }

const SAFE_NAME = /^[A-Za-z0-9._-]{1,100}$/

/** The body and its content type; the names are ours, so anything but plain characters is a bug. */
export function multipartBody(file: UploadFile, boundary = `e4s-${randomBytes(12).toString('hex')}`) {
  if (!SAFE_NAME.test(file.field) || !SAFE_NAME.test(file.filename)) throw new TypeError('multipartBody: unsafe field or file name')
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`
  const body = Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(file.bytes), Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1')])
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}
