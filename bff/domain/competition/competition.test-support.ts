// Test builder for CompetitionView: a valid, active, open-for-entry competition unless overridden.
import type { CompetitionView } from './competition'

export function makeCompetition(overrides: Partial<CompetitionView> = {}): CompetitionView {
  return {
    id: 321,
    name: 'Spring Open',
    logo: null,
    dates: ['2026-04-11'],
    organiser: { id: 10, name: 'Tonbridge AC' },
    compOrg: { id: 55, name: 'Kent AA' },
    location: { id: 3, name: 'Stadium', address1: '1 Track Lane', address2: '', town: 'Tonbridge', postcode: 'TN9 1AA' },
    active: true,
    teamComp: false,
    clubComp: false,
    counts: { athletes: 0, entries: 0, teams: 0 },
    limits: { athletes: 0, entries: 0, teams: 0 },
    showTeamAthletes: false,
    openDate: '2026-03-01T09:00:00+00:00',
    closeDate: '2026-04-05T23:59:00+01:00',
    saleEndDate: null,
    disabled: false,
    disabledReason: '',
    newsflashHtml: '',
    homeInfoHtml: '',
    informationHtml: '',
    termsHtml: '',
    restriction: { clubs: [], areas: [], endsAt: null },
    resultsAvailable: false,
    checkIn: { enabled: false, opensAt: null },
    ui: { enterButtonText: 'Enter', entryDefaultPanel: 'SCHEDULE', sectionsToHide: [], ticketCompId: 0, ticketCompButtonText: '' },
    useV2Routes: true,
    priority: { required: false, dateTime: null, message: '' },
    contact: { visible: false, email: '', tel: '', name: '' },
    workflow: null,
    ...overrides,
  }
}
