import { describe, expect, it } from 'vitest'
import { multipartBody } from './multipart'

describe('multipartBody', () => {
  it('reads back as the same file through the platform form parser', async () => {
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 13, 10])
    const { body, contentType } = multipartBody({ field: 'file', filename: 'logo-12.png', contentType: 'image/png', bytes })
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData()
    const file = form.get('file') as File
    expect(file.name).toBe('logo-12.png')
    expect(file.type).toBe('image/png')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes)
  })

  it('refuses a name that could break out of its header', () => {
    const bytes = new Uint8Array(1)
    expect(() => multipartBody({ field: 'file', filename: 'a".png\r\nX: y', contentType: 'image/png', bytes })).toThrow(TypeError)
    expect(() => multipartBody({ field: 'fi le', filename: 'a.png', contentType: 'image/png', bytes })).toThrow(TypeError)
  })
})
