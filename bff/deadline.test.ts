import { describe, expect, it } from 'vitest'
import { createDeadline, renderReserveMs } from './deadline'

describe('a request deadline', () => {
  it('stops legacy waits early enough to send the page within the budget', () => {
    let now = 1000
    const deadline = createDeadline(8000, () => now)
    expect(deadline.budgetMs).toBe(8000)
    expect(deadline.remaining()).toBe(7500)
    now += 7000
    expect(deadline.remaining()).toBe(500)
    now += 600
    expect(deadline.remaining()).toBe(0)
  })

  it('keeps a tenth of a short budget, at most half a second of a long one', () => {
    expect(renderReserveMs(400)).toBe(40)
    expect(renderReserveMs(1500)).toBe(150)
    expect(renderReserveMs(60_000)).toBe(500)
    expect(createDeadline(400, () => 0).remaining()).toBe(360)
  })
})
