import { describe, expect, it } from 'vitest'
import { parseLif, type LifRow } from './lif'
import { matchLifRows, normaliseName, type ResultEntry } from './lif-match'

const ENTRIES: ResultEntry[] = [
  { entryId: 1, bibNo: '101', lane: 4, firstName: 'John', surName: 'Smith' },
  { entryId: 2, bibNo: '117', lane: 5, firstName: 'Owain', surName: 'Jones' },
  { entryId: 3, bibNo: '', lane: 3, firstName: 'Liam', surName: "O'Brien" },
  { entryId: 4, bibNo: '', lane: null, firstName: 'Zoé', surName: 'Evans' },
  { entryId: 5, bibNo: '140', lane: null, firstName: 'Sam', surName: 'Lee' },
]

function rows(text: string): LifRow[] {
  const parsed = parseLif(`1,1,1,100m\n${text}`)
  if (!parsed.ok) throw new Error(parsed.error.code)
  return parsed.file.rows
}

describe('matchLifRows', () => {
  it('by bib, then lane, then name; entries left over are listed', () => {
    const match = matchLifRows(rows('1,101,9,X,Y,,10.5\n2,,5,X,Y,,10.6\n3,999,,Evans,Zoe,,10.7\n4,,,OBRIEN,liam,,10.8'), ENTRIES)
    expect(match.matched.map((m) => [m.row.place, m.entryId, m.by])).toEqual([
      [1, 1, 'bib'],
      [2, 2, 'lane'],
      [3, 4, 'name'],
      [4, 3, 'name'],
    ])
    expect(match.unmatched).toEqual([])
    expect(match.missing).toEqual([5])
  })

  it('a row matching nothing goes to review, not dropped', () => {
    const match = matchLifRows(rows('1,555,8,Nobody,Here,,10.5'), ENTRIES)
    expect(match.unmatched.map((u) => [u.row.id, u.reason])).toEqual([['555', 'noMatch']])
  })

  it('a second row for an entry already matched goes to review', () => {
    const match = matchLifRows(rows('1,101,,A,B,,10.5\n2,,4,C,D,,10.6'), ENTRIES)
    expect(match.matched.map((m) => m.entryId)).toEqual([1])
    expect(match.unmatched.map((u) => [u.row.place, u.reason])).toEqual([[2, 'entryTaken']])
  })

  it('a name two entries share is never guessed', () => {
    const twins = [...ENTRIES, { entryId: 6, bibNo: '', lane: null, firstName: 'Sam', surName: 'Lee' }]
    const match = matchLifRows(rows('1,,,Lee,Sam,,10.5'), twins)
    expect(match.unmatched.map((u) => u.reason)).toEqual(['ambiguousName'])
  })

  it('status rows (DNS) match like any other', () => {
    const match = matchLifRows(rows(',140,,Lee,Sam,,DNS'), ENTRIES)
    expect(match.matched).toMatchObject([{ entryId: 5, by: 'bib', row: { status: 'DNS' } }])
  })
})

describe('normaliseName', () => {
  it.each([
    ["O'Brien", 'obrien'],
    ['Zoé', 'zoe'],
    ['Anne-Marie Le Gall', 'annemarielegall'],
    ['  SMITH ', 'smith'],
  ])('%s', (name, expected) => {
    expect(normaliseName(name)).toBe(expected)
  })
})
