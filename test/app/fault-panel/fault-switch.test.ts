import { expect } from 'chai'
import { createFaultSwitch, type FaultStorage } from '../../../src/app/fault-panel/fault-switch'
import type { Fault } from '../../../src/app/fault-panel/faults'

/** Where a development build keeps the faults that are on (docs/developing.md names it). */
const FAULTS_KEY = 'ridecover.dev-faults'

const memoryStorage = (initial: Record<string, string> = {}): FaultStorage & { readonly items: Map<string, string> } => {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  }
}

const next419: Fault = { name: '419', value: null, pathFragment: null, scope: { kind: 'calls', calls: 1 } }

describe('the fault panel: the fault switch', () => {
  it("gives the X-Mock-Scenario header to the call a fault applies to, counting it, and none after", () => {
    const faults = createFaultSwitch()
    expect(faults.requestHeaders('/api/list')).to.deep.equal({})
    faults.set([next419])
    expect(faults.requestHeaders('/api/proposal')).to.deep.equal({ 'X-Mock-Scenario': '419' })
    expect(faults.requestHeaders('/api/proposal')).to.deep.equal({})
    expect(faults.current()).to.deep.equal([])
  })

  it('tells its subscribers of a change by the panel and of a call that used a counted fault, until they unsubscribe', () => {
    const faults = createFaultSwitch()
    let told = 0
    const unsubscribe = faults.subscribe(() => void (told += 1))
    faults.set([next419, { ...next419, name: 'latency', value: 10, scope: { kind: 'until-off' } }])
    faults.requestHeaders('/api/list')
    expect(told).to.equal(2)
    faults.requestHeaders('/api/list')
    expect(told, 'a fault until turned off is not a change').to.equal(2)
    unsubscribe()
    faults.set([])
    expect(told).to.equal(2)
  })

  it('keeps the faults in the tab, so a reload keeps them, and forgets them once none is on', () => {
    const storage = memoryStorage()
    const faults = createFaultSwitch(storage)
    faults.set([next419])
    expect(JSON.parse(storage.items.get(FAULTS_KEY) ?? 'null')).to.deep.equal([next419])
    expect(createFaultSwitch(storage).current()).to.deep.equal([next419])
    faults.requestHeaders('/api/proposal')
    expect(storage.items.has(FAULTS_KEY)).to.equal(false)
    expect(createFaultSwitch(storage).current()).to.deep.equal([])
  })

  it('starts with none from storage holding something else, and still works when storage throws', () => {
    expect(createFaultSwitch(memoryStorage({ [FAULTS_KEY]: '[{"name":"nope"}]' })).current()).to.deep.equal([])
    const broken: FaultStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
    }
    const faults = createFaultSwitch(broken)
    faults.set([next419])
    expect(faults.requestHeaders('/api/list')).to.deep.equal({ 'X-Mock-Scenario': '419' })
  })
})
