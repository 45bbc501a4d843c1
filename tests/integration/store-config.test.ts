import { describe, expect, it } from 'vitest'
import { appSignedIn } from '../support/app-as'

// Store Config (3-organiser-admin §2 sec-grid, §6 "Store Config for admin only"; the save is our
// invention, docs/legacy-wire.md "Store configuration") against the built app (npm run build first).

const WHO = ['visitor', 'entrant', 'organiser', 'finance', 'admin'] as const
type Who = (typeof WHO)[number]
const { app, get, post: postTo } = appSignedIn(['entrant', 'organiser', 'finance', 'admin'])

const PAGE = '/v2/sec-grid'
const CONFIG = '/wp-json/e4s/v5/admin/config'
const post = (fields: Record<string, string>, who: Who = 'admin', headers: Record<string, string> = {}) =>
  postTo(PAGE, who, fields, headers)
const publicOptions = async () =>
  ((await (await fetch(`${app().sim.url}/wp-json/e4s/v5/public/config`)).json()) as { data: { options: Record<string, unknown> } }).data
    .options

const good = {
  percCharged: '6',
  addCost: '0.40',
  minFee: '0.6',
  minCost: '12',
  nationaladdCost: '0.35',
  nationalminCost: '5',
  cartTimeLimit: '45',
}

describe('route × role: admins only (§6)', () => {
  const verdict: Record<Who, 'login' | 403 | 200> = { visitor: 'login', entrant: 403, organiser: 403, finance: 403, admin: 200 }

  it.each(WHO)('the grid as %s', async (who) => {
    app().sim.calls.reset()
    const res = await get(PAGE, who)
    if (verdict[who] === 'login') {
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(`/v2/login-v2?redirectFrom=${encodeURIComponent(PAGE)}`)
    } else expect(res.status).toBe(verdict[who])
    expect(app().sim.calls.count(CONFIG)).toBe(verdict[who] === 200 ? 1 : 0)
  })

  it.each(WHO.filter((w) => w !== 'admin'))('a save as %s changes nothing upstream', async (who) => {
    app().sim.calls.reset()
    const res = await post(good, who)
    expect(res.status).toBe(who === 'visitor' ? 302 : 403)
    expect(app().sim.calls.count(CONFIG)).toBe(0)
    expect((await publicOptions()).percCharged).toBe(5)
  })

  it.each(WHO)('the profile menu offers Store Config to admins only, as %s', async (who) => {
    const html = await (await get('/v2', who)).text()
    expect(html.includes(`href="${PAGE}"`)).toBe(who === 'admin')
  })

  it('the old address lands on the new page', async () => {
    expect((await get('/sec-grid', 'admin')).headers.get('location')).toBe(PAGE)
  })
})

describe('the store configuration grid', () => {
  it('shows every setting with its saved value', async () => {
    const html = await (await get(PAGE, 'admin')).text()
    expect(html).toContain('<h1>Store Config</h1>')
    expect(html).toMatch(/<label for="store-percCharged">Fee percentage charged<\/label>/)
    expect(html).toMatch(/id="store-percCharged" name="percCharged" [^>]*value="5"/)
    expect(html).toMatch(/id="store-cartTimeLimit" name="cartTimeLimit" [^>]*value="30"/)
  })

  it.each([
    [{ percCharged: 'abc' }, 'percCharged', 'Enter a number from 0 to 100, with at most two decimals.'],
    [{ percCharged: '150' }, 'percCharged', 'Enter a number from 0 to 100.'],
    [{ addCost: '-1' }, 'addCost', 'Enter a number from 0 to 1000, with at most two decimals.'],
    [{ cartTimeLimit: '12.5' }, 'cartTimeLimit', 'Enter a whole number from 1 to 1440.'],
    [{ minFee: '<script>' }, 'minFee', 'Enter a number from 0 to 1000, with at most two decimals.'],
  ])('a bad value %j: 400, its message, everything typed kept, nothing upstream', async (bad, field, message) => {
    app().sim.calls.reset()
    const res = await post({ ...good, ...bad })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Some values need correcting. Nothing was saved.')
    expect(html).toContain(`<p id="store-${field}-error" class="field-error">${message}</p>`)
    expect(html).toMatch(new RegExp(`name="${field}" [^>]*aria-invalid="true"`))
    expect(html).toContain('value="0.35"')
    expect(html).not.toContain('<script>')
    // Only the grid's own read after the post: no save.
    expect(app().sim.calls.count(CONFIG)).toBe(1)
    expect((await publicOptions()).percCharged).toBe(5)
  })

  it('speaks French', async () => {
    const res = await post({ ...good, cartTimeLimit: 'x' }, 'admin', { cookie: 'lng=fr' })
    const html = await res.text()
    expect(html).toContain('<h1>Configuration de la boutique</h1>')
    expect(html).toContain('Saisissez un nombre entier de 1 à 1440.')
    expect(html).toContain('Rien n’a été enregistré.')
  })

  it('a good save reaches the legacy site, says so, and the grid shows the new values', async () => {
    app().sim.calls.reset()
    const res = await post(good)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Store configuration saved.')
    // The save, then the grid's read.
    expect(app().sim.calls.count(CONFIG)).toBe(2)
    expect(await publicOptions()).toMatchObject({ percCharged: 6, addCost: 0.4, cartTimeLimit: 45 })
    const html = await (await get(PAGE, 'admin')).text()
    expect(html).toMatch(/name="percCharged" [^>]*value="6"/)
  })

  it('a legacy refusal is shown and keeps what was typed', async () => {
    // The save fails; the grid's own read that follows it does not.
    app().sim.faults.add({ pathPrefix: CONFIG, status: 500, body: 'config.php failed at /var/www', times: 1 })
    try {
      const res = await post({ ...good, minCost: '13' })
      expect(res.status).toBeGreaterThanOrEqual(500)
      const html = await res.text()
      expect(html).toContain('value="13"')
      expect(html).not.toContain('config.php')
    } finally {
      app().sim.faults.clear()
    }
  })
})
