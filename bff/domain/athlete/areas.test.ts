import { describe, expect, it } from 'vitest'
import { countyGroups, toAreaChoices } from './areas'

const areas = [
  { id: 13, name: 'Highmoor', entityLevel: 2, parentid: 1 },
  { id: 1, name: 'North', entityLevel: 3, parentid: 0 },
  { id: 31, name: 'Eastmarsh', entityLevel: 2, parentid: 3 },
  { id: 3, name: 'South East', entityLevel: 3, parentid: 0 },
  { id: 11, name: 'Northvale', entityLevel: 2, parentid: 1 },
  { id: 99, name: 'Islands', entityLevel: 2, parentid: 77 },
  { id: 7, name: 'England', entityLevel: 4, parentid: 0 },
]

describe('area choices', () => {
  it('regions and counties by name; a county whose region is unknown has none; other levels are left out', () => {
    expect(toAreaChoices(areas)).toEqual({
      regions: [
        { id: 1, name: 'North' },
        { id: 3, name: 'South East' },
      ],
      counties: [
        { id: 31, name: 'Eastmarsh', regionId: 3 },
        { id: 13, name: 'Highmoor', regionId: 1 },
        { id: 99, name: 'Islands', regionId: 0 },
        { id: 11, name: 'Northvale', regionId: 1 },
      ],
    })
  })

  it('groups counties by region; a chosen region narrows them, keeping a chosen county from elsewhere', () => {
    const choices = toAreaChoices(areas)
    const names = (groups: ReturnType<typeof countyGroups>) => groups.map((g) => [g.region?.name ?? '', g.counties.map((c) => c.name)])
    expect(names(countyGroups(choices, null))).toEqual([
      ['North', ['Highmoor', 'Northvale']],
      ['South East', ['Eastmarsh']],
      ['', ['Islands']],
    ])
    expect(names(countyGroups(choices, 1))).toEqual([['North', ['Highmoor', 'Northvale']]])
    expect(names(countyGroups(choices, 1, 31))).toEqual([
      ['North', ['Highmoor', 'Northvale']],
      ['South East', ['Eastmarsh']],
    ])
    expect(countyGroups({ regions: [], counties: [] }, null)).toEqual([])
  })
})
