import qrcode from 'qrcode-generator'
import { describe, expect, it } from 'vitest'
import { qrDataUrl } from './qr.server'

describe('QR codes', () => {
  it('draws the text as an SVG image with a quiet zone of four modules', () => {
    const url = qrDataUrl('https://example.org/557/results')
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/)
    const svg = Buffer.from(url.split(',')[1]!, 'base64').toString()
    expect(svg).toMatch(/^<svg /)
    const qr = qrcode(0, 'M')
    qr.addData('https://example.org/557/results')
    qr.make()
    expect(qr.getModuleCount()).toBeGreaterThanOrEqual(21)
    expect(svg).toContain(`viewBox="0 0 ${qr.getModuleCount() * 4 + 32} ${qr.getModuleCount() * 4 + 32}"`)
  })
})
