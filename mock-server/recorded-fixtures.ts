import * as t from 'io-ts'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { AddressList, FoundVehicle, ManualSearchAnswer, ManualSearchRequest, ReferenceList } from '../src/domain/codecs'
import { normalisePostcode, normaliseRegistration } from '../src/domain/formats'
import { reportErrors } from '../src/domain/decode-report'
import { bareListName } from '../src/domain/list-names'
import { redactWith } from '../src/domain/redact'

/** Answers recorded from another backend, by call and request; what `--record` writes and `MOCK_FIXTURES` replays. */
export const Recording = t.type(
  {
    recordedFrom: t.string,
    recordedAt: t.string,
    lists: t.array(ReferenceList),
    registrations: t.record(t.string, t.array(FoundVehicle)),
    addresses: t.record(t.string, AddressList),
    manualSearches: t.array(t.type({ request: ManualSearchRequest, answer: ManualSearchAnswer })),
  },
  'Recording',
)
export type Recording = t.TypeOf<typeof Recording>

const RECORDING_FILE = 'recording.json'

export const emptyRecording = (from: string, at: string): Recording => ({
  recordedFrom: from,
  recordedAt: at,
  lists: [],
  registrations: {},
  addresses: {},
  manualSearches: [],
})

/** Reads a recording folder; a bad file is refused with its first failing paths. */
export const loadRecording = (dir: string): Recording => {
  const file = join(dir, RECORDING_FILE)
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown
  const r = Recording.decode(raw)
  if (r._tag === 'Left') throw new Error(`${file} is not a valid recording: ${reportErrors(r.left).slice(0, 3).join('; ')}`)
  return r.right
}

export const saveRecording = (dir: string, rec: Recording): void => {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, RECORDING_FILE), `${JSON.stringify(rec, null, 2)}\n`)
}

export const recordingExists = (dir: string): boolean => existsSync(join(dir, RECORDING_FILE))

const sameRequest = (a: ManualSearchRequest, b: ManualSearchRequest): boolean =>
  JSON.stringify(Object.entries(a).filter(([, v]) => v != null).sort()) === JSON.stringify(Object.entries(b).filter(([, v]) => v != null).sort())

/** Adds one recorded answer, with personal data redacted through the answer's codec. */
export const addToRecording = (rec: Recording, call: RecordedCall): Recording => {
  switch (call.kind) {
    case 'lists':
      return { ...rec, lists: mergeLists(rec.lists, call.lists) }
    case 'registration':
      return { ...rec, registrations: { ...rec.registrations, [normaliseRegistration(call.registration)]: call.vehicles } }
    case 'address':
      return {
        ...rec,
        addresses: { ...rec.addresses, [normalisePostcode(call.postcode)]: redactWith(AddressList, call.addresses) as AddressList },
      }
    case 'manual':
      return {
        ...rec,
        manualSearches: [...rec.manualSearches.filter((m) => !sameRequest(m.request, call.request)), { request: call.request, answer: call.answer }],
      }
  }
}

const mergeLists = (old: ReferenceList[], add: ReferenceList[]): ReferenceList[] => {
  const byName = new Map(old.map((l) => [bareListName(l.name), l]))
  for (const l of add) byName.set(bareListName(l.name), { ...l, name: bareListName(l.name) })
  return [...byName.values()]
}

export type RecordedCall =
  | { kind: 'lists'; lists: ReferenceList[] }
  | { kind: 'registration'; registration: string; vehicles: FoundVehicle[] }
  | { kind: 'address'; postcode: string; addresses: AddressList }
  | { kind: 'manual'; request: ManualSearchRequest; answer: ManualSearchAnswer }

/** Looks a request up in a recording; undefined when it was not recorded. */
export const recordedAnswer = {
  list: (rec: Recording, name: string) => rec.lists.find((l) => l.name === bareListName(name))?.options,
  lists: (rec: Recording) => (rec.lists.length > 0 ? rec.lists : undefined),
  registration: (rec: Recording, reg: string) => rec.registrations[normaliseRegistration(reg)],
  address: (rec: Recording, postcode: string) => rec.addresses[normalisePostcode(postcode)],
  manual: (rec: Recording, request: ManualSearchRequest) => rec.manualSearches.find((m) => sameRequest(m.request, request))?.answer,
}
