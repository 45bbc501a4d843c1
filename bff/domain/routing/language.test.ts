import { describe, expect, it } from 'vitest'
import { detectLanguage } from './language'

describe('detectLanguage', () => {
  it.each([
    [null, null, 'en'],
    ['lng=fr', 'en-GB', 'fr'],
    ['other=1; lng=en', 'fr-FR', 'en'],
    ['lng=de', 'fr-CA,fr;q=0.9', 'fr'],
    [null, 'de-DE,fr;q=0.5,en;q=0.8', 'en'],
    [null, 'de-DE,fr;q=0.9,en;q=0.8', 'fr'],
    [null, 'fr;q=0', 'en'],
    [null, 'garbage;;,', 'en'],
  ])('cookie %s, Accept-Language %s → %s', (cookie, accept, expected) => {
    expect(detectLanguage(cookie, accept)).toBe(expected)
  })
})
