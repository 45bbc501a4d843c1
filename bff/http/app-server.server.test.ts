import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppServer } from './app-server.server'

describe('the app server', () => {
  let close: (() => Promise<void>) | undefined
  afterEach(async () => {
    await close?.()
    close = undefined
  })

  async function serve(app: express.Express, listener?: Parameters<typeof createAppServer>[1]) {
    const server = createAppServer(app, listener)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    close = () => new Promise((resolve) => server.close(() => resolve()))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  it('makes each request and response with the app’s prototypes, which Express then leaves as they are', async () => {
    const app = express()
    const arrived: object[] = []
    app.get('/p', (req, res) => {
      res.json({ request: Object.getPrototypeOf(req) === arrived[0], response: Object.getPrototypeOf(res) === arrived[1] })
    })
    const url = await serve(app, (req, res) => {
      arrived.splice(0, 2, Object.getPrototypeOf(req), Object.getPrototypeOf(res))
      app(req, res)
    })
    expect(await (await fetch(`${url}/p`)).json()).toEqual({ request: true, response: true })
    expect(arrived[0]).toBe(app.request)
    expect(arrived[1]).toBe(app.response)
  })

  it('answers with everything Express gives a request and a response', async () => {
    const app = express()
    app.set('trust proxy', true)
    app.get('/p/:id', (req, res) => {
      res
        .status(201)
        .set('X-Seen', req.get('x-asked') ?? '')
        .json({ id: req.params.id, q: req.query.q, ip: req.ip, app: req.app === app, path: req.path })
    })
    const url = await serve(app)
    const res = await fetch(`${url}/p/7?q=a`, { headers: { 'x-asked': 'yes', 'x-forwarded-for': '203.0.113.9' } })
    expect(res.status).toBe(201)
    expect(res.headers.get('x-seen')).toBe('yes')
    expect(await res.json()).toEqual({ id: '7', q: 'a', ip: '203.0.113.9', app: true, path: '/p/7' })
  })
})
