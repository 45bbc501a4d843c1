import { describe, expect, it } from 'vitest'
import { newNonce } from './security.server'

describe('newNonce', () => {
  it('gives 16 random bytes in base64, never the same twice, across the pool refills', () => {
    const nonces = Array.from({ length: 1000 }, newNonce)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    expect(new Set(nonces).size).toBe(nonces.length)
  })
})
