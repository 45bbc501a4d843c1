import { describe, expect, it } from 'vitest'
import { MOCK_ORIGIN, mockLegacy, testLegacyClient } from '../../tests/support/legacy-client'
import { tokenLogin } from './auth.server'
import { filterCompetitions, getCompetitionInfo } from './competitions.server'
import { getCart, getMiniCart } from './cart.server'
import { getFullCompetition } from './entry.server'
import { isLegacyError } from './errors'
import { createVariantLog } from './variants'

// Tolerant reading where the spec is silent: each variant reads as the usual shape, and is noted once.

const TOKEN_PATH = '/wp-json/jwt-auth/v1/token'
const mock = mockLegacy()

function clientNoting() {
  const warned: Array<Record<string, unknown>> = []
  const variantLog = createVariantLog({ log: { warn: (o) => void warned.push(o as Record<string, unknown>) }, now: () => 0 })
  const client = testLegacyClient(MOCK_ORIGIN, { dispatcher: mock.agent, variantLog })
  return { client, warned, variants: () => warned.map((w) => `${String(w.endpoint)} ${String(w.variant)}`) }
}

const pool = () => mock.agent.get(MOCK_ORIGIN)

describe('token answer', () => {
  const user = { user_email: 'anna@example.org', user_nicename: 'anna', user_display_name: 'Anna' }
  it.each([
    ['token', { token: 'T1', ...user }, []],
    ['jwt', { jwt: 'T1', ...user }, ['auth.token token:jwt']],
    ['access_token', { access_token: 'T1', ...user }, ['auth.token token:access_token']],
    [
      'data.token',
      { success: true, data: { token: 'T1', email: 'anna@example.org', nicename: 'anna', displayName: 'Anna' } },
      ['auth.token token:data.token', 'auth.token user:data.email', 'auth.token user:data.nicename', 'auth.token user:data.displayName'],
    ],
    ['data.jwt', { success: true, data: { jwt: 'T1' } }, ['auth.token token:data.jwt']],
  ])('the token under %s is read, and the variant noted by name only', async (_name, body, expected) => {
    const { client, warned, variants } = clientNoting()
    pool()
      .intercept({ path: (p) => p.startsWith(TOKEN_PATH), method: 'POST' })
      .reply(200, body)
    const answer = await tokenLogin(client.scoped({}), TOKEN_PATH, { username: 'anna', password: 'pw' })
    expect(answer.token).toBe('T1')
    if (!('data' in body) || 'email' in (body.data as object)) expect(answer.user_display_name).toBe('Anna')
    expect(variants()).toEqual(expected)
    expect(JSON.stringify(warned)).not.toContain('T1')
  })

  it('an answer without a token anywhere is still a contract error', async () => {
    const { client } = clientNoting()
    pool()
      .intercept({ path: (p) => p.startsWith(TOKEN_PATH), method: 'POST' })
      .reply(200, { data: { user: 'anna' } })
    const err = await tokenLogin(client.scoped({}), TOKEN_PATH, { username: 'anna', password: 'pw' }).catch((e: unknown) => e)
    expect(isLegacyError(err, 'contract')).toBe(true)
  })
})

describe('mini-cart', () => {
  const MINICART = '/wp-json/e4s/v5/minicart'
  const item = { key: 'k1', product_id: 80003, name: '100m – Isla Fenwick (Under 15)', quantity: 1, line_total: '7.00' }
  const read = async (status: number, body: string | object) => {
    const { client, variants } = clientNoting()
    pool().intercept({ path: MINICART, method: 'GET' }).reply(status, body)
    const answer = await getMiniCart(client.scoped({ token: 't' }))
    return { answer, variants: variants() }
  }

  it('the usual shape notes nothing', async () => {
    const { answer, variants } = await read(200, { errNo: 0, data: '<ul></ul>', meta: { wcCart: { items: [item], total: '7.00' } } })
    expect(answer.meta?.wcCart?.items).toHaveLength(1)
    expect(variants).toEqual([])
  })

  it('data as an object with the HTML and the items', async () => {
    const { answer, variants } = await read(200, { errNo: 0, data: { html: '<ul class="x"></ul>', items: [item], total: '7.00' } })
    expect(answer.data).toBe('<ul class="x"></ul>')
    expect(answer.meta?.wcCart).toMatchObject({ items: [{ product_id: 80003 }], total: '7.00' })
    expect(variants).toEqual(['cart.minicart minicart:data-object'])
  })

  it('data as the bare item list, with keys in another casing', async () => {
    const { answer, variants } = await read(200, {
      errNo: 0,
      data: [{ Key: 'k1', productId: 80003, Name: 'x', Quantity: 2, lineTotal: '7.00' }],
    })
    expect(answer.data).toBe('')
    expect(answer.meta?.wcCart?.items?.[0]).toMatchObject({ key: 'k1', product_id: 80003, name: 'x', quantity: 2, line_total: '7.00' })
    expect(variants).toEqual([
      'cart.minicart minicart:data-items',
      'cart.minicart keys:Key>key',
      'cart.minicart keys:productId>product_id',
      'cart.minicart keys:Name>name',
      'cart.minicart keys:Quantity>quantity',
      'cart.minicart keys:lineTotal>line_total',
    ])
  })

  it("the answer as WooCommerce's bare mini-cart HTML", async () => {
    const html = '<ul class="woocommerce-mini-cart cart_list"><li>100m</li></ul>'
    const { answer, variants } = await read(200, html)
    expect(answer.data).toBe(html)
    expect(variants).toEqual(['cart.minicart body:not-json'])
  })

  it('cut-off JSON holding the cart HTML is not a cart', async () => {
    const { client } = clientNoting()
    pool().intercept({ path: MINICART, method: 'GET' }).reply(200, '{"errNo":0,"data":"<ul class=\\"woocommerce-mini-cart\\"><li>100m')
    const err = await getMiniCart(client.scoped({ token: 't' })).catch((e: unknown) => e)
    expect(isLegacyError(err, 'contract')).toBe(true)
  })

  it('a whole HTML page (a WordPress error page) is not a cart', async () => {
    const { client } = clientNoting()
    pool()
      .intercept({ path: MINICART, method: 'GET' })
      .reply(200, '<!doctype html><html><body><div class="widget_shopping_cart">There has been a critical error</div></body></html>')
    const err = await getMiniCart(client.scoped({ token: 't' })).catch((e: unknown) => e)
    expect(isLegacyError(err, 'contract')).toBe(true)
  })
})

describe('cart', () => {
  it('item keys in another casing are read and noted', async () => {
    const { client, variants } = clientNoting()
    pool()
      .intercept({ path: '/wp-json/e4s/v5/cart', method: 'GET' })
      .reply(200, { errNo: 0, data: { items: [{ product_id: 80003, name: '100m', line_total: 7, athleteId: 5901, firstname: 'Isla' }] } })
    const answer = await getCart(client.scoped({ token: 't' }))
    expect(answer.data.items[0]).toMatchObject({ productId: 80003, Name: '100m', lineTotal: 7, athleteid: 5901, firstName: 'Isla' })
    expect(variants()).toEqual([
      'entry.cart keys:product_id>productId',
      'entry.cart keys:name>Name',
      'entry.cart keys:athleteId>athleteid',
      'entry.cart keys:firstname>firstName',
      'entry.cart keys:line_total>lineTotal',
    ])
  })
})

describe('competitions', () => {
  const summary = { id: 501, name: 'Northvale Spring Open', newsflash: '<p>Parking is limited</p>', ClubId: 1028 }

  it('the list reads newsflash (any casing) as newsFlash, noted once for the list', async () => {
    const { client, variants } = clientNoting()
    pool()
      .intercept({ path: (p) => p.startsWith('/wp-json/e4s/v5/public/comps/filter'), method: 'GET' })
      .reply(200, { errNo: 0, data: [summary, { ...summary, id: 502 }], meta: { totalCount: 2 } })
    const answer = await filterCompetitions(client.scoped({}), {})
    expect(answer.data.map((c) => [c.newsFlash, c.clubId])).toEqual([
      ['<p>Parking is limited</p>', 1028],
      ['<p>Parking is limited</p>', 1028],
    ])
    expect(variants()).toEqual(['competitions.filter keys:ClubId>clubId', 'competitions.filter keys:newsflash>newsFlash'])
  })

  it('the info and the full competition too', async () => {
    const { client, variants } = clientNoting()
    pool()
      .intercept({ path: '/wp-json/e4s/v5/public/comp/501/info', method: 'GET' })
      .reply(200, { errNo: 0, data: { ...summary, Information: '<p>i</p>' } })
    pool()
      .intercept({ path: '/wp-json/e4s/v5/competition/501', method: 'GET' })
      .reply(200, { errNo: 0, data: { ...summary, termsconditions: '<p>t</p>' } })
    expect((await getCompetitionInfo(client.scoped({}), 501)).data).toMatchObject({
      newsFlash: '<p>Parking is limited</p>',
      information: '<p>i</p>',
    })
    expect((await getFullCompetition(client.scoped({}), 501)).data).toMatchObject({
      newsFlash: '<p>Parking is limited</p>',
      termsConditions: '<p>t</p>',
    })
    expect(variants()).toEqual([
      'competitions.info keys:ClubId>clubId',
      'competitions.info keys:newsflash>newsFlash',
      'competitions.info keys:Information>information',
      'entry.competition keys:ClubId>clubId',
      'entry.competition keys:newsflash>newsFlash',
      'entry.competition keys:termsconditions>termsConditions',
    ])
  })

  it('one warning per variant per endpoint per hour, whatever the number of answers', async () => {
    const { client, variants } = clientNoting()
    pool()
      .intercept({ path: (p) => p.startsWith('/wp-json/e4s/v5/public/comps/filter'), method: 'GET' })
      .reply(200, { errNo: 0, data: [{ id: 501, name: 'x', newsflash: '' }] })
      .times(3)
    for (let i = 0; i < 3; i++) await filterCompetitions(client.scoped({}), {})
    expect(variants()).toEqual(['competitions.filter keys:newsflash>newsFlash'])
  })
})

describe('the competition organisation', () => {
  const comp = { id: 501, name: 'Northvale Spring Open' }
  const info = async (body: object) => {
    const { client, variants, warned } = clientNoting()
    pool().intercept({ path: '/wp-json/e4s/v5/public/comp/501/info', method: 'GET' }).reply(200, body)
    const answer = await getCompetitionInfo(client.scoped({}), 501)
    return { compOrg: answer.data.compOrg, variants: variants(), warned }
  }

  it.each([
    ['compOrg.id', { ...comp, compOrg: { id: 12, name: 'Northvale Athletics Network' } }, []],
    ['compOrgId', { ...comp, compOrgId: 12, compOrgName: 'Northvale Athletics Network' }, ['competitions.info compOrg:compOrgId']],
    ['comp_org_id', { ...comp, comp_org_id: '12', compOrg: null }, ['competitions.info compOrg:comp_org_id']],
    ['compOrg as a number', { ...comp, compOrg: 12 }, ['competitions.info compOrg:number']],
    ['compOrg.compOrgId', { ...comp, compOrg: { compOrgId: 12, name: 'N' } }, ['competitions.info compOrg:compOrg.compOrgId']],
    ['orgId', { ...comp, orgId: 12 }, ['competitions.info compOrg:orgId']],
    ['organisation.id', { ...comp, organisation: { id: 12, name: 'N' } }, ['competitions.info compOrg:organisation.id']],
    ['organiser.id', { ...comp, organiser: { id: '12', name: 'N' } }, ['competitions.info compOrg:organiser.id']],
  ])('under %s it is read as compOrg, the spelling noted by name only', async (_name, data, expected) => {
    const { compOrg, variants, warned } = await info({ errNo: 0, data })
    expect(compOrg.id).toBe(12)
    expect(variants).toEqual(expected)
    expect(JSON.stringify(warned)).not.toContain('Northvale Athletics Network')
  })

  it('beside data, as the spec says of the full read ("data plus meta … and compOrg"), or in meta', async () => {
    const { compOrg, variants } = await info({ errNo: 0, data: comp, meta: {}, compOrg: { id: 12, name: 'N' } })
    expect(compOrg).toEqual({ id: 12, name: 'N' })
    expect(variants).toEqual(['competitions.info compOrg:answer.compOrg'])
    const inMeta = await info({ errNo: 0, data: comp, meta: { compOrg: { id: 12 } } })
    expect(inMeta.compOrg.id).toBe(12)
    expect(inMeta.variants).toEqual(['competitions.info compOrg:meta.compOrg'])
  })

  it('the full read and the list read the same spellings', async () => {
    const { client, variants } = clientNoting()
    pool()
      .intercept({ path: '/wp-json/e4s/v5/competition/501', method: 'GET' })
      .reply(200, { errNo: 0, data: { ...comp, compOrgId: 12 } })
    pool()
      .intercept({ path: (p) => p.startsWith('/wp-json/e4s/v5/public/comps/filter'), method: 'GET' })
      .reply(200, { errNo: 0, data: [{ ...comp, organiser: { id: 12 } }] })
    expect((await getFullCompetition(client.scoped({}), 501)).data.compOrg.id).toBe(12)
    expect((await filterCompetitions(client.scoped({}), {})).data[0]?.compOrg.id).toBe(12)
    expect(variants()).toEqual(['entry.competition compOrg:compOrgId', 'competitions.filter compOrg:organiser.id'])
  })

  it('nowhere is organisation 0, which no organiser builds for (the permission check fails closed)', async () => {
    const { compOrg, variants } = await info({ errNo: 0, data: { ...comp, organiser: 'Northvale AC' } })
    expect(compOrg.id).toBe(0)
    expect(variants).toEqual([])
  })
})
