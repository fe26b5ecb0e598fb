import type { Address } from '../../src/domain/codecs'
import type { UkPostcode } from '../../src/domain/primitives'
import { isUkPostcode, normalisePostcode } from '../../src/domain/formats'

/*
 * Plausible addresses for any valid UK postcode the recorded fixtures do not hold, as a real address service
 * answers for every postcode. Generated deterministically from the postcode (the same postcode always gives
 * the same list): 3 to 8 addresses on one street, house numbers on one side of it or flats in one building,
 * in the post town of the postcode area.
 */

/** Postcode area (the outward code's letters) → [post town, county or region]. */
const AREAS: Readonly<Record<string, readonly [string, string]>> = {
  AB: ['Aberdeen', 'Aberdeenshire'], AL: ['St Albans', 'Hertfordshire'], B: ['Birmingham', 'West Midlands'],
  BA: ['Bath', 'Somerset'], BB: ['Blackburn', 'Lancashire'], BD: ['Bradford', 'West Yorkshire'],
  BH: ['Bournemouth', 'Dorset'], BL: ['Bolton', 'Greater Manchester'], BN: ['Brighton', 'East Sussex'],
  BR: ['Bromley', 'Kent'], BS: ['Bristol', 'Avon'], BT: ['Belfast', 'County Antrim'], CA: ['Carlisle', 'Cumbria'],
  CB: ['Cambridge', 'Cambridgeshire'], CF: ['Cardiff', 'South Glamorgan'], CH: ['Chester', 'Cheshire'],
  CM: ['Chelmsford', 'Essex'], CO: ['Colchester', 'Essex'], CR: ['Croydon', 'Surrey'], CT: ['Canterbury', 'Kent'],
  CV: ['Coventry', 'West Midlands'], CW: ['Crewe', 'Cheshire'], DA: ['Dartford', 'Kent'], DD: ['Dundee', 'Angus'],
  DE: ['Derby', 'Derbyshire'], DG: ['Dumfries', 'Dumfriesshire'], DH: ['Durham', 'County Durham'],
  DL: ['Darlington', 'County Durham'], DN: ['Doncaster', 'South Yorkshire'], DT: ['Dorchester', 'Dorset'],
  DY: ['Dudley', 'West Midlands'], E: ['London', 'Greater London'], EC: ['London', 'Greater London'],
  EH: ['Edinburgh', 'Midlothian'], EN: ['Enfield', 'Middlesex'], EX: ['Exeter', 'Devon'], FK: ['Falkirk', 'Stirlingshire'],
  FY: ['Blackpool', 'Lancashire'], G: ['Glasgow', 'Lanarkshire'], GIR: ['Bootle', 'Merseyside'], GL: ['Gloucester', 'Gloucestershire'],
  GU: ['Guildford', 'Surrey'], GY: ['Guernsey', 'Channel Islands'], HA: ['Harrow', 'Middlesex'],
  HD: ['Huddersfield', 'West Yorkshire'], HG: ['Harrogate', 'North Yorkshire'], HP: ['Hemel Hempstead', 'Hertfordshire'],
  HR: ['Hereford', 'Herefordshire'], HS: ['Stornoway', 'Isle of Lewis'], HU: ['Hull', 'East Yorkshire'],
  HX: ['Halifax', 'West Yorkshire'], IG: ['Ilford', 'Essex'], IM: ['Douglas', 'Isle of Man'], IP: ['Ipswich', 'Suffolk'],
  IV: ['Inverness', 'Inverness-shire'], JE: ['Jersey', 'Channel Islands'], KA: ['Kilmarnock', 'Ayrshire'],
  KT: ['Kingston upon Thames', 'Surrey'], KW: ['Kirkwall', 'Orkney'], KY: ['Kirkcaldy', 'Fife'],
  L: ['Liverpool', 'Merseyside'], LA: ['Lancaster', 'Lancashire'], LD: ['Llandrindod Wells', 'Powys'],
  LE: ['Leicester', 'Leicestershire'], LL: ['Llandudno', 'Conwy'], LN: ['Lincoln', 'Lincolnshire'],
  LS: ['Leeds', 'West Yorkshire'], LU: ['Luton', 'Bedfordshire'], M: ['Manchester', 'Greater Manchester'],
  ME: ['Rochester', 'Kent'], MK: ['Milton Keynes', 'Buckinghamshire'], ML: ['Motherwell', 'Lanarkshire'],
  N: ['London', 'Greater London'], NE: ['Newcastle upon Tyne', 'Tyne and Wear'], NG: ['Nottingham', 'Nottinghamshire'],
  NN: ['Northampton', 'Northamptonshire'], NP: ['Newport', 'Gwent'], NR: ['Norwich', 'Norfolk'],
  NW: ['London', 'Greater London'], OL: ['Oldham', 'Greater Manchester'], OX: ['Oxford', 'Oxfordshire'],
  PA: ['Paisley', 'Renfrewshire'], PE: ['Peterborough', 'Cambridgeshire'], PH: ['Perth', 'Perthshire'],
  PL: ['Plymouth', 'Devon'], PO: ['Portsmouth', 'Hampshire'], PR: ['Preston', 'Lancashire'], RG: ['Reading', 'Berkshire'],
  RH: ['Redhill', 'Surrey'], RM: ['Romford', 'Essex'], S: ['Sheffield', 'South Yorkshire'], SA: ['Swansea', 'West Glamorgan'],
  SE: ['London', 'Greater London'], SG: ['Stevenage', 'Hertfordshire'], SK: ['Stockport', 'Cheshire'],
  SL: ['Slough', 'Berkshire'], SM: ['Sutton', 'Surrey'], SN: ['Swindon', 'Wiltshire'], SO: ['Southampton', 'Hampshire'],
  SP: ['Salisbury', 'Wiltshire'], SR: ['Sunderland', 'Tyne and Wear'], SS: ['Southend-on-Sea', 'Essex'],
  ST: ['Stoke-on-Trent', 'Staffordshire'], SW: ['London', 'Greater London'], SY: ['Shrewsbury', 'Shropshire'],
  TA: ['Taunton', 'Somerset'], TD: ['Galashiels', 'Selkirkshire'], TF: ['Telford', 'Shropshire'], TN: ['Tonbridge', 'Kent'],
  TQ: ['Torquay', 'Devon'], TR: ['Truro', 'Cornwall'], TS: ['Middlesbrough', 'Cleveland'], TW: ['Twickenham', 'Middlesex'],
  UB: ['Southall', 'Middlesex'], W: ['London', 'Greater London'], WA: ['Warrington', 'Cheshire'], WC: ['London', 'Greater London'],
  WD: ['Watford', 'Hertfordshire'], WF: ['Wakefield', 'West Yorkshire'], WN: ['Wigan', 'Lancashire'],
  WR: ['Worcester', 'Worcestershire'], WS: ['Walsall', 'West Midlands'], WV: ['Wolverhampton', 'West Midlands'],
  YO: ['York', 'North Yorkshire'], ZE: ['Lerwick', 'Shetland'],
}

const STREET_NAMES = [
  'Victoria', 'Albert', 'Church', 'Station', 'Park', 'Mill', 'Queens', 'Kings', 'Manor', 'Grange', 'Meadow', 'Orchard',
  'Willow', 'Chestnut', 'Beech', 'Elm', 'Oak', 'Ash', 'Hawthorn', 'Rowan', 'Windsor', 'Clarence', 'Mount', 'Highfield',
  'Springfield', 'Fairfield', 'Westfield', 'Brook', 'Riverside', 'Castle', 'Abbey', 'Chapel', 'School', 'Market',
  'North', 'South', 'Cromwell', 'Nelson', 'Wellington', 'Newton', 'Stanley', 'Grosvenor', 'Belmont', 'Hillside',
] as const
const STREET_KINDS = ['Road', 'Street', 'Lane', 'Avenue', 'Close', 'Crescent', 'Gardens', 'Way', 'Drive', 'Terrace', 'Grove', 'Place'] as const
const BUILDINGS = ['Court', 'House', 'Lodge', 'Mansions', 'Heights'] as const

/** The postcode that finds no addresses, for the empty-lookup path. */
const POSTCODE_WITH_NO_ADDRESSES = 'ZE2 9XX'

/** A 32-bit FNV-1a hash of the text: the seed of the postcode's list. */
const hash = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/** mulberry32: a small deterministic generator of numbers in [0, 1). */
const generator = (seed: number): (() => number) => {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The post town and county of a postcode's area; a London district for the central areas. */
const townOf = (postcode: string): readonly [string, string] => {
  const area = /^[A-Z]+/.exec(normalisePostcode(postcode))?.[0] ?? ''
  return AREAS[area] ?? AREAS[area.slice(0, 1)] ?? ['Swindon', 'Wiltshire']
}

/**
 * Addresses at a valid UK postcode, made up but plausible and always the same for the same postcode (case and
 * spaces do not matter); [] for `ZE2 9XX` and for text that is not a UK postcode.
 */
export const generatedAddressesFor = (raw: string): Address[] => {
  const spaced = normalisePostcode(raw)
  if (!isUkPostcode(spaced)) return []
  const postcode = spaced as UkPostcode
  if (postcode === POSTCODE_WITH_NO_ADDRESSES) return []
  const next = generator(hash(postcode))
  const int = (n: number): number => Math.floor(next() * n)
  const street = `${STREET_NAMES[int(STREET_NAMES.length)]} ${STREET_KINDS[int(STREET_KINDS.length)]}`
  const [town, county] = townOf(postcode)
  const count = 3 + int(6)
  const flats = int(4) === 0
  const building = `${STREET_NAMES[int(STREET_NAMES.length)]} ${BUILDINGS[int(BUILDINGS.length)]}`
  const first = 1 + int(60) * 2 + int(2)
  return Array.from({ length: count }, (_, i): Address =>
    flats
      ? { line_1: `Flat ${i + 1}, ${building}`, line_2: street, line_3: town, line_4: county, line_5: null, postcode }
      : { line_1: `${first + i * 2} ${street}`, line_2: null, line_3: town, line_4: county, line_5: null, postcode },
  )
}
