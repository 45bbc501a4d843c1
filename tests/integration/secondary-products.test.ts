import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHOP_COMP_ID } from '../../contract-fixtures/simulator/shop-state'
import { loginAll, postForm, startTestApp, type TestApp } from '../support/app'

// The organiser's secondary products (2-entry §3, §5, §7; decision 070) against the built app
// (npm run build first) and the simulator.

const PATH = `/v2/secondary-products/${SHOP_COMP_ID}`
let app: TestApp
const cookies: Record<string, string> = {}

beforeAll(async () => {
  app = await startTestApp()
  Object.assign(
    cookies,
    await loginAll(app, { organiser: 'Organiser!2026', rivalorganiser: 'Rival!2026', entrant: 'Entrant!2026', admin: 'Admin!2026' }),
  )
})
afterAll(async () => {
  await app?.close()
})

const load = (path: string, who?: string) =>
  fetch(`${app.url}${path}`, { redirect: 'manual', headers: who ? { cookie: cookies[who]! } : {} })
const create = (fields: Record<string, string>, who = 'organiser') => postForm(`${app.url}${PATH}`, fields, { cookie: cookies[who]! })
const items = () => app.sim.state.shop.items.filter((i) => i.compId === SHOP_COMP_ID)
const decoded = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"')
const GOOD = {
  name: 'Souvenir mug',
  description: 'Ceramic.',
  maxAllowed: '2',
  stockQty: '40',
  price: '6.50',
  salePrice: '',
  saleEndDate: '',
}

describe('the secondary products page: who may open it', () => {
  it.each([
    [undefined, 'login'],
    ['entrant', 403],
    ['rivalorganiser', 403],
    ['organiser', 200],
    ['admin', 200],
  ] as const)('%s: %s', async (who, want) => {
    const res = await load(PATH, who)
    const got = res.status === 302 && (res.headers.get('location') ?? '').startsWith('/v2/login-v2') ? 'login' : res.status
    expect(got).toBe(want)
  })

  it('a post by someone who may not build the competition is refused and creates nothing', async () => {
    const before = items().length
    expect((await create(GOOD, 'rivalorganiser')).status).toBe(403)
    expect((await create(GOOD, 'entrant')).status).toBe(403)
    expect(items()).toHaveLength(before)
  })

  it('an unknown competition is a 404', async () => {
    expect((await load('/v2/secondary-products/99999', 'admin')).status).toBe(404)
  })
})

describe('the list', () => {
  it("lists the competition's products with price, sale, stock and limits, titled", async () => {
    const html = decoded(await (await load(PATH, 'organiser')).text()).replaceAll('<!-- -->', '')
    expect(html).toContain(`<title>${SHOP_COMP_ID}: Secondary products</title>`)
    expect(html).toContain('Meeting T-shirt')
    expect(html).toMatch(/£15.00 \(£12.00 until \d+\w\w \w{3} \d{4}\)/)
    expect(html).toContain('12 (0 sold) · 3 variations')
    expect(html).toContain('Printed programme')
    expect(html).toContain('No limit · Per account')
  })

  it('is in French', async () => {
    const html = await (await fetch(`${app.url}${PATH}`, { headers: { cookie: cookies.organiser!, 'accept-language': 'fr' } })).text()
    expect(html).toContain('Créer le produit')
    expect(html).toContain('Produits secondaires')
  })

  it('a list that cannot be read leaves the form usable with a message', async () => {
    app.sim.faults.add({ pathPrefix: '/wp-json/e4s/v5/secondary/cust', method: 'GET', status: 500, body: 'secret.php failed', times: 1 })
    try {
      const res = await load(PATH, 'organiser')
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain('role="alert"')
      expect(html).toContain('Create the product')
      expect(html).not.toContain('secret.php')
    } finally {
      app.sim.faults.clear()
    }
  })
})

describe('creating a product', () => {
  it('saves it on the legacy site and lists it with "Product saved."', async () => {
    const res = await create(GOOD)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(PATH)
    const saved = items().find((i) => i.name === 'Souvenir mug')
    expect(saved).toMatchObject({ maxAllowed: 2, stockQty: 40, perAcc: 'U', price: { price: 6.5, salePrice: 0, saleEndDate: '' } })
    const html = await (await load(PATH, 'organiser')).text()
    expect(html).toContain('Souvenir mug')
  })

  it('a per-athlete product on sale', async () => {
    const res = await create({ ...GOOD, name: 'Race vest', perAthlete: 'on', price: '20', salePrice: '15', saleEndDate: '2026-12-20' })
    expect(res.status).toBe(302)
    expect(items().find((i) => i.name === 'Race vest')).toMatchObject({
      perAcc: 'A',
      price: { price: 20, salePrice: 15, saleEndDate: '2026-12-20' },
    })
  })

  it("bad input shows §5's messages, keeps what was typed and saves nothing", async () => {
    const before = items().length
    const res = await create({
      name: ' ',
      maxAllowed: '-1',
      stockQty: '0',
      price: '-2',
      salePrice: 'abc',
      saleEndDate: '2026-12-20',
      description: 'Kept text',
    })
    expect(res.status).toBe(400)
    const html = decoded(await res.text())
    expect(html).toContain('Required.')
    expect(html).toContain('Maximum allowed must be 0 or more.')
    expect(html).toContain('Stock quantity must be at least 1.')
    expect(html).toContain('Price must be 0 or more.')
    expect(html).toContain('Please enter a number.')
    expect(html).toContain('value="2026-12-20"')
    expect(html).toContain('Kept text')
    expect(items()).toHaveLength(before)
  })

  it('a sale price not below the price when a sale end date is given is refused, in French too', async () => {
    const fields = { ...GOOD, name: 'Cap', price: '10', salePrice: '10', saleEndDate: '2026-12-20' }
    const res = await postForm(`${app.url}${PATH}`, fields, { cookie: cookies.organiser!, 'accept-language': 'fr' })
    expect(res.status).toBe(400)
    expect(decoded(await res.text())).toContain('Le prix réduit doit être inférieur au prix lorsqu’une date de fin est donnée.')
    expect(items().some((i) => i.name === 'Cap')).toBe(false)
  })

  it("the legacy site's refusal shows and keeps the form", async () => {
    app.sim.faults.add({
      pathPrefix: '/wp-json/e4s/v5/secondary/cust',
      method: 'POST',
      status: 200,
      body: JSON.stringify({ errNo: 1, error: 'A product of that name exists.' }),
      times: 1,
    })
    try {
      const res = await create({ ...GOOD, name: 'Towel' })
      expect(res.status).toBe(400)
      const html = decoded(await res.text())
      expect(html).toContain('role="alert"')
      expect(html).toContain('value="Towel"')
      expect(items().some((i) => i.name === 'Towel')).toBe(false)
    } finally {
      app.sim.faults.clear()
    }
  })

  it('the simulator refuses a definition that breaks §5 even when sent directly', async () => {
    const before = items().length
    const organiserId = app.sim.state.users.find((x) => x.login === 'organiser')!.id
    const token = [...app.sim.state.tokens.entries()].find(([, r]) => r.userId === organiserId && !r.revoked)
    expect(token).toBeDefined()
    const res = await fetch(`${app.sim.url}/wp-json/e4s/v5/secondary/cust`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token![0]}` },
      body: JSON.stringify({ maxAllowed: 0, refObj: { compId: SHOP_COMP_ID }, prod: { name: 'X', stockQty: 0, price: { price: 1 } } }),
    })
    expect(await res.json()).toMatchObject({ errNo: 1 })
    expect(items()).toHaveLength(before)
  })
})

describe('the hub links to it', () => {
  it('for builders, among the Build tools', async () => {
    const html = await (await load(`/v2/competition-hub/${SHOP_COMP_ID}`, 'organiser')).text()
    expect(html).toContain(`href="${PATH}"`)
  })
})
