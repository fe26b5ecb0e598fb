import * as t from 'io-ts'
import { isLeft } from 'fp-ts/lib/Either'

/*
 * The fault panel's model (development builds only): the mock insurer's scenarios a developer has switched
 * on, each for the next N calls or until turned off, optionally only for paths containing a fragment. The
 * transport asks `takeFaults` before each call and sends the answer as the `X-Mock-Scenario` header, which the
 * mock reads as it reads MOCK_SCENARIO (mock-server/scenarios.ts). Pure: no storage, no clock.
 */

/** The header the mock insurer reads a request's scenarios from. */
export const SCENARIO_HEADER = 'X-Mock-Scenario'

/** The mock's scenarios the panel offers (a subset of mock-server/scenarios.ts's SCENARIOS; a test keeps them in step). */
export const FAULT_NAMES = ['latency', '500', '419', 'decline', 'refer', 'not-found', 'expired', 'payment-refused', 'device-risk-refused', 'credit-declined', 'bot'] as const
export const FaultName = t.keyof(Object.fromEntries(FAULT_NAMES.map((n) => [n, null])) as Record<(typeof FAULT_NAMES)[number], null>)
export type FaultName = t.TypeOf<typeof FaultName>

/** For how long a fault holds: the next `calls` calls it applies to, or until the developer turns it off. */
export const FaultScope = t.union([t.type({ kind: t.literal('calls'), calls: t.number }), t.type({ kind: t.literal('until-off') })])
export type FaultScope = t.TypeOf<typeof FaultScope>

/** One switched-on scenario. `value` is latency's milliseconds; `pathFragment` null applies it to every call. */
export const Fault = t.type({ name: FaultName, value: t.union([t.number, t.null]), pathFragment: t.union([t.string, t.null]), scope: FaultScope })
export type Fault = t.TypeOf<typeof Fault>

/** The faults in force, at most one per scenario name, in the order they were switched on. */
export const Faults = t.readonlyArray(Fault)
export type Faults = t.TypeOf<typeof Faults>

/** Latency's milliseconds when none are given (the mock caps any value at 60 s). */
export const DEFAULT_LATENCY_MS = 3000

/** The path without its query string, as the mock matches a fragment (so `?x=/quote` does not match '/quote'). */
const pathOnly = (path: string): string => path.split('?')[0] ?? ''

/** True when the fault applies to a call to `path` (a fragment is matched against the path, not its query). */
const appliesTo = (fault: Fault, path: string): boolean => fault.pathFragment === null || pathOnly(path).includes(fault.pathFragment)

/**
 * The fault as the mock's scenario syntax: `419`, `latency=1500`. No `@fragment`: the client already chose
 * the calls it applies to, and the mock would otherwise match a fragment against a different path form.
 */
const scenarioOf = (fault: Fault): string => (fault.name === 'latency' ? `latency=${fault.value ?? DEFAULT_LATENCY_MS}` : fault.name)

/**
 * What one call to `path` carries, and the faults after it: `header` is the comma-separated scenarios of
 * every fault that applies (undefined when none does); each counted fault that applied has one call fewer,
 * and is gone once it has none left. Faults that do not apply, and those until turned off, are unchanged (the
 * same array when no counted fault applied).
 */
export const takeFaults = (faults: Faults, path: string): { readonly header: string | undefined; readonly rest: Faults } => {
  const applying = faults.filter((f) => appliesTo(f, path))
  if (applying.length === 0) return { header: undefined, rest: faults }
  const header = applying.map(scenarioOf).join(',')
  if (applying.every((f) => f.scope.kind === 'until-off')) return { header, rest: faults }
  const rest = faults.flatMap((f): Fault[] => {
    if (!appliesTo(f, path) || f.scope.kind === 'until-off') return [f]
    const calls = f.scope.calls - 1
    return calls > 0 ? [{ ...f, scope: { kind: 'calls', calls } }] : []
  })
  return { header, rest }
}

/** The fault's fragment as given: blank means every path. */
const fragmentOf = (text: string | null): string | null => {
  const trimmed = text?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

/**
 * Switches a fault on: replaces one of the same name (so the panel's checkbox stays one fault), keeping its
 * place. A blank fragment means every path; a scope of fewer than one call, or a latency that is not a
 * non-negative number, is corrected (one call; the default latency).
 */
export const switchOn = (faults: Faults, fault: Fault): Faults => {
  const scope: FaultScope = fault.scope.kind === 'calls' ? { kind: 'calls', calls: Math.max(1, Math.floor(fault.scope.calls) || 1) } : fault.scope
  const value = fault.name !== 'latency' ? null : fault.value !== null && Number.isFinite(fault.value) && fault.value >= 0 ? fault.value : DEFAULT_LATENCY_MS
  const clean: Fault = { name: fault.name, value, pathFragment: fragmentOf(fault.pathFragment), scope }
  return faults.some((f) => f.name === fault.name) ? faults.map((f) => (f.name === fault.name ? clean : f)) : [...faults, clean]
}

/** Switches the named fault off (no change when it is not on). */
export const switchOff = (faults: Faults, name: FaultName): Faults => faults.filter((f) => f.name !== name)

/** What the panel and its indicator say of a fault: '419 (next call)', 'latency 1500 ms on /quote (3 more calls)'. */
export const describeFault = (fault: Fault): string => {
  const what = fault.name === 'latency' ? `latency ${fault.value ?? DEFAULT_LATENCY_MS} ms` : fault.name
  const where = fault.pathFragment === null ? '' : ` on ${fault.pathFragment}`
  const until = fault.scope.kind === 'until-off' ? 'until turned off' : fault.scope.calls === 1 ? 'next call' : `${fault.scope.calls} more calls`
  return `${what}${where} (${until})`
}

/** Faults kept as JSON (the tab's storage): the decoded faults, or none when the text is absent or does not decode. */
export const readFaults = (text: string | null): Faults => {
  if (text === null) return []
  try {
    const decoded = Faults.decode(JSON.parse(text))
    return isLeft(decoded) ? [] : decoded.right.reduce(switchOn, [] as Faults)
  } catch {
    return []
  }
}
