import { describe, expect, it } from 'vitest'
import { EVENTS } from '#fixtures/seed/reference-data'
import { drawTypeFor } from './lane-draw'
import { raceDistance, raceMetres } from './race-distance'

describe('raceDistance', () => {
  it.each<[string, number, boolean]>([
    // The spellings organisers type (issue 29).
    ['100mH', 100, false],
    ['110mH', 110, false],
    ['400mH', 400, false],
    ['80mH U15G', 80, false],
    ['U15G 80mH', 80, false],
    ['100 Metres', 100, false],
    ['100 Meters', 100, false],
    ['100 m', 100, false],
    ['4x100 Relay', 400, true],
    ['4 x 100 Metres Relay', 400, true],
    ['4 × 400m Relay', 1600, true],
    ['4X200M', 800, true],
    ['150m', 150, false],
    ['250m', 250, false],
    ['U17 M 100m', 100, false],
    ['V35 W 200m', 200, false],
    ['100 Hurdles', 100, false],
    ['3000mSC', 3000, false],
    ['2000m S/C', 2000, false],
    ['1.5km Walk', 1500, false],
    ['5k', 5000, false],
    ['1 Mile', 1609, false],
    ['Mile', 1609, false],
    ['Half Marathon', 21098, false],
    ['Marathon', 42195, false],
  ])('%s: %i m', (name, metres, relay) => {
    expect(raceDistance(name)).toEqual({ metres, relay })
  })

  it.each(['Shot Put 4kg', 'Hammer 7.26kg', 'Javelin 600g', 'High Jump', 'Long Jump U15', 'Medley Relay', 'Weight 35lb', ''])(
    '%s has no distance',
    (name) => {
      expect(raceDistance(name)).toBeNull()
    },
  )

  // Every event the simulator offers: its races read a distance (and so a lane draw), its field and combined events none.
  it.each(EVENTS.map((e) => [e.name, e.tf] as const))('the simulator event %s (%s)', (name, tf) => {
    const metres = raceMetres(name)
    if (tf === 'T' || tf === 'R' || tf === 'X') {
      expect(metres).toBeGreaterThan(0)
      expect(drawTypeFor(metres!)).not.toBeNull()
    } else expect(metres).toBeNull()
  })

  it.each<[string, number]>([
    ['60m', 60],
    ['300m', 300],
    ['Mixed 4x400m Relay', 1600],
    ['Cross Country 4K', 4000],
    ['10K Road', 10000],
    ['2000m Steeplechase', 2000],
  ])('%s is %i m', (name, metres) => {
    expect(raceMetres(name)).toBe(metres)
  })
})
