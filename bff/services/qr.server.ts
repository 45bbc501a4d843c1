import qrcode from 'qrcode-generator'

/** A QR code of `text` as an SVG image's data address (made on the server: no QR code in the browser bundle). */
export function qrDataUrl(text: string): string {
  const qr = qrcode(0, 'M')
  qr.addData(text)
  qr.make()
  const svg = qr.createSvgTag({ cellSize: 4, margin: 16, scalable: true })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
