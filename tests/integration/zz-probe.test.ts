import { it } from 'vitest'
import { postForm, startTestApp } from '../support/app'
it('probe', async () => {
  const app = await startTestApp({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000' } })
  for (const p of ['/v2/login-v2', '/V2/LOGIN-V2', '/v2/Login-v2', '/v2/login%2Dv2', '/v2/%6Cogin-v2', '/v2/login-v2.data', '/v2/login-v2/', '/v2/LOGIN-V2.data', '/v2/login-v2.DATA', '/login', '/login-v1', '/v2//login-v2', '/v2/login-v2%2F', '/%76%32/login-v2', '/v2/login-v2?index', '/v2/./login-v2', '/v2/x/../login-v2', '/v2/login-v2;x', '/v2/login-v2%00']) {
    const r = await postForm(app.url + p, { username: 'entrant', password: 'wrong' })
    const t = await r.text()
    console.log(p, r.status, r.headers.get('location'), t.slice(0, 80).replace(/\n/g, ' '))
  }
  await app.close()
}, 60000)
