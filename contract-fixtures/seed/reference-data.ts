import type { SeedAgeGroup, SeedCounty, SeedEvent, SeedLocation, SeedOrganisation, SeedRegion } from './types'

export const DEFAULT_LOGO = '/resources/e4s_logo.png'

/** The national organisation: finance and cheques permissions are checked against it. */
export const NATIONAL_ORG_ID = 38

export const ORGANISATIONS: SeedOrganisation[] = [
  { id: 12, name: 'Northvale Athletics Network', logo: '/resources/logos/org-12.png', status: 'ACTIVE', national: false },
  { id: 27, name: 'Riverside Track League', logo: '/resources/logos/org-27.png', status: 'ACTIVE', national: false },
  { id: 54, name: 'Coastal Schools Athletics', logo: DEFAULT_LOGO, status: 'ACTIVE', national: false },
  { id: NATIONAL_ORG_ID, name: 'National Athletics Federation', logo: DEFAULT_LOGO, status: 'ACTIVE', national: true },
]

// Organisations awaiting an admin's approval, and one switched off (the admin's org-search).
export const ORGANISATION_REQUESTS: SeedOrganisation[] = [
  { id: 61, name: 'Moorland Junior Athletics', logo: DEFAULT_LOGO, status: 'PENDING', national: false },
  { id: 62, name: 'Harbour Road Runners Association', logo: DEFAULT_LOGO, status: 'PENDING', national: false },
  { id: 63, name: 'Vale Schools Sports Partnership', logo: DEFAULT_LOGO, status: 'PENDING', national: false },
  { id: 64, name: 'Old Mill Athletics Circuit', logo: DEFAULT_LOGO, status: 'INACTIVE', national: false },
]

export const REGIONS: SeedRegion[] = [
  { id: 1, name: 'North' },
  { id: 2, name: 'Midlands' },
  { id: 3, name: 'South East' },
  { id: 4, name: 'South West' },
]

export const COUNTIES: SeedCounty[] = [
  { id: 11, name: 'Northvale', regionId: 1 },
  { id: 12, name: 'Fellshire', regionId: 1 },
  { id: 13, name: 'Highmoor', regionId: 1 },
  { id: 21, name: 'Oakdale', regionId: 2 },
  { id: 22, name: 'Brackenshire', regionId: 2 },
  { id: 31, name: 'Eastmarsh', regionId: 3 },
  { id: 32, name: 'Chalkdown', regionId: 3 },
  { id: 33, name: 'Weald Vale', regionId: 3 },
  { id: 41, name: 'Westridge', regionId: 4 },
  { id: 42, name: 'Tidewater', regionId: 4 },
]

/** Club name stems per county; suffixes are drawn from CLUB_SUFFIXES. */
export const CLUB_TOWNS: Record<number, string[]> = {
  11: ['Ashby Moor', 'Kettlebridge', 'Northvale City', 'Stonegate'],
  12: ['Fellside', 'Ravensholm', 'Greyhaven'],
  13: ['Highmoor', 'Larkhill', 'Windermoor'],
  21: ['Oakdale', 'Millbrook', 'Copperfield', 'Elmstead'],
  22: ['Bracken Vale', 'Thornbury Heath', 'Redwater'],
  31: ['Eastmarsh', 'Saltings', 'Reedham Cross'],
  32: ['Chalkdown', 'Downhurst', 'Flintley', 'Beacon Hill'],
  33: ['Wealdbridge', 'Oakhurst', 'Hopfield'],
  41: ['Westridge', 'Combe Valley', 'Tor Haven'],
  42: ['Tidewater', 'Harbourside', 'Gull Point', 'Sandmouth'],
}

export const CLUB_SUFFIXES = ['AC', 'Harriers', 'Striders', 'Athletic Club', 'Track Club', 'Runners', 'Harriers & AC']

export const SCHOOL_NAMES = ['Kettlebridge Academy', 'Oakdale High School', 'Chalkdown College']

export const EVENTS: SeedEvent[] = [
  ['60m', 'T', 'T'],
  ['100m', 'T', 'T'],
  ['200m', 'T', 'T'],
  ['300m', 'T', 'T'],
  ['400m', 'T', 'T'],
  ['800m', 'T', 'T'],
  ['1500m', 'T', 'T'],
  ['3000m', 'T', 'T'],
  ['5000m', 'T', 'T'],
  ['10000m', 'T', 'T'],
  ['60m Hurdles', 'T', 'T'],
  ['75m Hurdles', 'T', 'T'],
  ['100m Hurdles', 'T', 'T'],
  ['110m Hurdles', 'T', 'T'],
  ['400m Hurdles', 'T', 'T'],
  ['2000m Steeplechase', 'T', 'T'],
  ['3000m Steeplechase', 'T', 'T'],
  ['High Jump', 'F', 'H'],
  ['Pole Vault', 'F', 'H'],
  ['Long Jump', 'F', 'D'],
  ['Triple Jump', 'F', 'D'],
  ['Shot Put', 'F', 'D'],
  ['Discus', 'F', 'D'],
  ['Hammer', 'F', 'D'],
  ['Javelin', 'F', 'D'],
  ['Pentathlon', 'M', 'P'],
  ['Heptathlon', 'M', 'P'],
  ['Decathlon', 'M', 'P'],
  ['4x100m Relay', 'T', 'T'],
  ['4x400m Relay', 'T', 'T'],
  ['Mixed 4x400m Relay', 'T', 'T'],
  ['5K Road', 'R', 'T'],
  ['10K Road', 'R', 'T'],
  ['Half Marathon', 'R', 'T'],
  ['Cross Country 4K', 'X', 'T'],
  ['Cross Country 8K', 'X', 'T'],
].map(([name, tf, uomType], index) => ({
  id: index + 1,
  name: name as string,
  tf: tf as SeedEvent['tf'],
  uomType: uomType as SeedEvent['uomType'],
  isTeamEvent: (name as string).includes('Relay'),
}))

export const LOCATIONS: SeedLocation[] = [
  { id: 1, name: 'Northvale Sports Park', address1: '1 Stadium Way', address2: '', town: 'Northvale City', postcode: 'NV1 4SP' },
  { id: 2, name: 'Oakdale Indoor Arena', address1: 'Arena Road', address2: 'Oakdale Business Park', town: 'Oakdale', postcode: 'OK2 7AR' },
  { id: 3, name: 'Chalkdown Athletics Track', address1: 'Downs Lane', address2: '', town: 'Chalkdown', postcode: 'CD3 1TR' },
  { id: 4, name: 'Harbourside Stadium', address1: 'Quay Street', address2: 'Harbourside', town: 'Tidewater', postcode: 'TW4 9QS' },
  { id: 5, name: 'Fellside Leisure Centre', address1: 'Moor Road', address2: '', town: 'Fellside', postcode: 'FS5 2LC' },
  { id: 6, name: 'Copperfield Community Track', address1: 'School Lane', address2: 'Copperfield', town: 'Oakdale', postcode: 'OK6 3CT' },
  { id: 7, name: 'Westridge Country Park', address1: 'Ridge Road', address2: '', town: 'Westridge', postcode: 'WR7 5CP' },
  { id: 8, name: 'Eastmarsh Riverside Course', address1: 'Towpath', address2: 'Saltings', town: 'Eastmarsh', postcode: 'EM8 6RC' },
]

export const AGE_GROUPS: SeedAgeGroup[] = [
  { id: 1, name: 'Under 11', shortName: 'U11', minAge: 9, maxAge: 10 },
  { id: 2, name: 'Under 13', shortName: 'U13', minAge: 11, maxAge: 12 },
  { id: 3, name: 'Under 15', shortName: 'U15', minAge: 13, maxAge: 14 },
  { id: 4, name: 'Under 17', shortName: 'U17', minAge: 15, maxAge: 16 },
  { id: 5, name: 'Under 20', shortName: 'U20', minAge: 17, maxAge: 19 },
  { id: 6, name: 'Senior', shortName: 'SEN', minAge: 20, maxAge: 34 },
  { id: 7, name: 'Masters', shortName: 'V35', minAge: 35, maxAge: 100 },
]

export const FIRST_NAMES: Record<'F' | 'M', string[]> = {
  F: [
    'Amelia',
    'Isla',
    'Ava',
    'Mia',
    'Ivy',
    'Lily',
    'Freya',
    'Grace',
    'Evie',
    'Poppy',
    'Ella',
    'Ruby',
    'Sophie',
    'Hannah',
    'Chloe',
    'Maya',
    'Zara',
    'Nia',
    'Leah',
    'Erin',
  ],
  M: [
    'Oliver',
    'Noah',
    'Leo',
    'George',
    'Arthur',
    'Harry',
    'Jack',
    'Theo',
    'Oscar',
    'Finley',
    'Alfie',
    'Ethan',
    'Samuel',
    'Kai',
    'Reuben',
    'Isaac',
    'Jude',
    'Rory',
    'Callum',
    'Owen',
  ],
}

export const SURNAMES = [
  'Ashdown',
  'Barrow',
  'Carver',
  'Dunmore',
  'Ellery',
  'Fairbank',
  'Garside',
  'Hartley',
  'Ingram',
  'Jessop',
  'Kirkby',
  'Lockwood',
  'Marsden',
  'Newbold',
  'Oakley',
  'Pickering',
  'Quenby',
  'Radley',
  'Sefton',
  'Thorne',
  'Upton',
  'Varley',
  'Whitfield',
  'Yardley',
  'Ambrose',
  'Blackwood',
  'Calder',
  'Denholm',
  'Eastwood',
  'Fenwick',
]
