// The organiser check-in search as it sits in the page address (works without JavaScript).

export type CollectedFilter = '' | '0' | '1'

export type CheckInFilter = {
  firstName: string
  surName: string
  club: string
  bibNo: string
  urn: string
  event: string
  collected: CollectedFilter
}

export const CHECK_IN_PAGE_SIZE = 20
const MAX_TEXT = 60
const FIELDS = ['firstName', 'surName', 'club', 'bibNo', 'urn', 'event'] as const

export const EMPTY_CHECK_IN_FILTER: CheckInFilter = { firstName: '', surName: '', club: '', bibNo: '', urn: '', event: '', collected: '' }

/** The filter and page from the address; anything unreadable is left out (page 1, no filter). */
export function parseCheckInFilter(params: URLSearchParams): { filter: CheckInFilter; page: number } {
  const filter: CheckInFilter = { ...EMPTY_CHECK_IN_FILTER }
  for (const field of FIELDS) filter[field] = (params.get(field) ?? '').trim().slice(0, MAX_TEXT)
  const collected = params.get('collected')
  filter.collected = collected === '0' || collected === '1' ? collected : ''
  const pageText = params.get('page') ?? ''
  const page = /^\d{1,4}$/.test(pageText) && Number(pageText) > 0 ? Number(pageText) : 1
  return { filter, page }
}

/** The address query of a filter and page; empty fields and page 1 are left out. */
export function checkInFilterToSearchParams(filter: CheckInFilter, page = 1): URLSearchParams {
  const params = new URLSearchParams()
  for (const field of FIELDS) if (filter[field] !== '') params.set(field, filter[field])
  if (filter.collected !== '') params.set('collected', filter.collected)
  if (page > 1) params.set('page', String(page))
  return params
}
