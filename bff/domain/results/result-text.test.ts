import { describe, expect, it } from 'vitest'
import { resultTime, windText } from './result-text'

describe('resultTime', () => {
  it.each([
    [10.52, '10.52'],
    [9.5, '9.50'],
    [112.34, '1:52.34'],
    [3723.4, '1:02:03.40'],
    [null, ''],
  ])('%s s reads %s', (seconds, text) => expect(resultTime(seconds)).toBe(text))
})

describe('windText', () => {
  it.each([
    [1.2, '+1.2'],
    [-0.4, '-0.4'],
    [0, '0.0'],
    [-0.04, '0.0'],
    [null, ''],
  ])('%s m/s reads %s', (wind, text) => expect(windText(wind)).toBe(text))
})
