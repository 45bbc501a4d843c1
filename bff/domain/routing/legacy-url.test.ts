import { describe, expect, it } from 'vitest'
import { legacyAssetUrl } from './legacy-url'

describe('legacyAssetUrl', () => {
  it.each([
    ['/resources/logo.png', 'https://legacy.example/resources/logo.png'],
    ['https://cdn.example/logo.png', 'https://cdn.example/logo.png'],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['', null],
    [null, null],
  ])('%s → %s', (path, expected) => {
    expect(legacyAssetUrl(path, 'https://legacy.example/')).toBe(expected)
  })
})
