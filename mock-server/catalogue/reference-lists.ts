import { LIST_NAMES, ReferenceLists, type ListName, type ListOption, type ReferenceList } from '../../src/domain/codecs'
import { bareListName } from '../../src/domain/list-names'
import { assertFixture, decodeFixture, duplicatesOf, readFixture } from './fixture-file'

const FILE = 'lists.json'

const checkLists = (lists: ReferenceLists): string[] => {
  const names = lists.map((l) => l.name)
  const known: readonly string[] = LIST_NAMES
  return [
    ...LIST_NAMES.filter((n) => !names.includes(n)).map((n) => `list ${n} is missing`),
    ...names.filter((n) => !known.includes(n)).map((n) => `list ${n} is not a list of the spec`),
    ...duplicatesOf(names).map((n) => `list ${n} appears more than once`),
    ...lists.flatMap((l) => [
      ...(l.options.length < 2 ? [`list ${l.name} has fewer than two options`] : []),
      ...duplicatesOf(l.options.map((o) => o.value)).map((v) => `list ${l.name} repeats the value ${JSON.stringify(v)}`),
      ...l.options.filter((o) => o.value === '' || o.name === '').map(() => `list ${l.name} has an option without a value or name`),
    ]),
    ...(lists.find((l) => l.name === 'person_title_gender')?.options ?? [])
      .filter((o) => o.gender === undefined)
      .map((o) => `list person_title_gender: ${o.value} has no gender`),
  ]
}

const LISTS: readonly ReferenceList[] = (() => {
  const lists = decodeFixture(FILE, ReferenceLists, readFixture(FILE))
  assertFixture(FILE, checkLists(lists))
  return lists
})()

const copyOptions = (options: readonly ListOption[]): ListOption[] => options.map((o) => ({ ...o }))

/** Every reference list of both spec documents (the answer of GET /api/list), as fresh copies. */
export const allLists = (): ReferenceList[] => LISTS.map((l) => ({ name: l.name, options: copyOptions(l.options) }))

/** The options of one list, named with or without the 'insurer.' prefix; undefined for a list that does not exist. */
export const listByName = (name: string): ListOption[] | undefined => {
  const bare = bareListName(name)
  const list = LISTS.find((l) => l.name === bare)
  return list === undefined ? undefined : copyOptions(list.options)
}

/** Each list's values, built once: a Set, so a code such as "constructor" or "__proto__" is simply not a value. */
const VALUES: ReadonlyMap<string, ReadonlySet<string>> = new Map(LISTS.map((l) => [l.name, new Set(l.options.map((o) => o.value))]))

/** The values of one list of the spec, for checking a stored code (the fixture check at load holds every list). */
export const listValues = (name: ListName): ReadonlySet<string> => {
  const values = VALUES.get(name)
  if (values === undefined) throw new Error(`the reference list ${name} is not in ${FILE}`)
  return values
}
