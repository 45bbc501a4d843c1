import { Router } from 'express'

/**
 * The legacy site serves logos under /resources. The simulator draws a small badge for any such
 * path (the default logo and each competition's own), so pages show a real image locally.
 */
export function resourceRoutes(): Router {
  const router = Router()
  router.get('/resources/*', (req, res) => {
    const name = req.path.split('/').pop() ?? ''
    const label = /comp-(\d+)/.exec(name)?.[1] ?? 'E4S'
    const hue = [...label].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7)
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="hsl(${hue},55%,35%)"/>` +
          `<text x="32" y="38" font-family="sans-serif" font-size="${label.length > 3 ? 14 : 18}" fill="#fff" text-anchor="middle">${label}</text></svg>`,
      )
  })
  return router
}
