import { expect } from 'chai'
import type { Request, Response } from 'express'
import { scenarioMiddleware } from '../../../mock-server/scenarios'
import {
  DEFAULT_LATENCY_MS,
  describeFault,
  FAULT_NAMES,
  readFaults,
  switchOff,
  switchOn,
  takeFaults,
  type Fault,
  type Faults,
} from '../../../src/app/fault-panel/faults'

const fault = (name: Fault['name'], more: Partial<Fault> = {}): Fault => ({ name, value: null, pathFragment: null, scope: { kind: 'calls', calls: 1 }, ...more })
const untilOff = { kind: 'until-off' } as const

/**
 * What the mock insurer's scenario middleware makes of an `X-Mock-Scenario` header (as `npm run dev` runs it,
 * taking a request's own scenarios): the status it answers at once (400 for a name it does not know, 419 or
 * 500 when asked), or the scenarios it leaves in force for the handlers.
 */
const mockReads = (header: string) => {
  const res = { locals: {} as Response['locals'], statusCode: 200, status: (code: number) => ((res.statusCode = code), res), json: () => res }
  const req = { headers: { 'x-mock-scenario': header }, query: {}, originalUrl: '/api/list' }
  scenarioMiddleware({ fromRequest: true, random: () => 0 })(req as unknown as Request, res as unknown as Response, () => undefined)
  return { status: res.statusCode, scenarios: res.locals.scenarios }
}

/** Sends calls to `paths` in turn, as the transport does: the header of each, and the faults left. */
const send = (faults: Faults, paths: readonly string[]): { headers: (string | undefined)[]; left: Faults } =>
  paths.reduce<{ headers: (string | undefined)[]; left: Faults }>(
    ({ headers, left }, path) => {
      const { header, rest } = takeFaults(left, path)
      return { headers: [...headers, header], left: rest }
    },
    { headers: [], left: faults },
  )

describe('the fault panel: faults', () => {
  it("offers only scenarios the mock insurer knows, in the mock's own syntax", () => {
    for (const name of FAULT_NAMES) {
      const header = takeFaults([fault(name, { value: name === 'latency' ? 1 : null })], '/api/list').header ?? ''
      const seen = mockReads(header)
      expect(seen.status, `${name}: ${header}`).to.not.equal(400)
      expect(seen.scenarios, name).to.deep.equal([{ name, value: name === 'latency' ? 1 : null, pathFragment: null }])
    }
  })

  describe('which header a call carries', () => {
    const table: ReadonlyArray<[string, Faults, string, string | undefined]> = [
      ['no fault: none', [], '/api/proposal', undefined],
      ['one fault on every path: its name', [fault('419')], '/api/proposal/u1/quote', '419'],
      ['latency: its milliseconds', [fault('latency', { value: 1500 })], '/api/list', 'latency=1500'],
      ['latency with no value: the default', [fault('latency')], '/api/list', `latency=${DEFAULT_LATENCY_MS}`],
      ['a fragment the path contains: the fault', [fault('500', { pathFragment: '/quote' })], '/api/proposal/u1/quote', '500'],
      ["a fragment the path lacks: none", [fault('500', { pathFragment: '/quote' })], '/api/vehicle/registration', undefined],
      ['a fragment only in the query: none (as the mock matches)', [fault('500', { pathFragment: '/quote' })], '/api/address?next=/quote', undefined],
      ['several faults that apply: all, comma-separated, in order', [fault('latency', { value: 200 }), fault('decline'), fault('bot', { pathFragment: 'recaptcha' })], '/api/proposal/u1/quote', 'latency=200,decline'],
    ]
    for (const [title, faults, path, header] of table) {
      it(`for ${title}`, () => {
        expect(takeFaults(faults, path).header).to.equal(header)
      })
    }

    it('matches a fragment against the path without its query', () => {
      expect(takeFaults([fault('not-found', { pathFragment: '/api/vehicle' })], '/api/vehicle?registration=YH19KXT').header).to.equal('not-found')
      expect(takeFaults([fault('not-found', { pathFragment: 'registration=' })], '/api/vehicle?registration=YH19KXT').header).to.equal(undefined)
    })

    it("a name the mock does not know is refused with 400", () => {
      expect(mockReads('no-such-fault').status).to.equal(400)
    })
  })

  describe('counting calls', () => {
    it('a fault for the next call applies once, then is gone', () => {
      expect(send([fault('419')], ['/api/list', '/api/list'])).to.deep.equal({ headers: ['419', undefined], left: [] })
    })

    it('a fault for the next 5 calls applies to five, counting down', () => {
      const f = fault('500', { scope: { kind: 'calls', calls: 5 } })
      const { headers, left } = send([f], ['/a', '/b', '/c', '/d'])
      expect(headers).to.deep.equal(['500', '500', '500', '500'])
      expect(left).to.deep.equal([{ ...f, scope: { kind: 'calls', calls: 1 } }])
      expect(send(left, ['/e', '/f']).headers).to.deep.equal(['500', undefined])
    })

    it('a fault until turned off stays, the same faults returned', () => {
      const faults = [fault('decline', { scope: untilOff })]
      const { header, rest } = takeFaults(faults, '/api/proposal/u1/quote')
      expect(header).to.equal('decline')
      expect(rest).to.equal(faults)
    })

    it('a call a fault does not apply to does not count against it', () => {
      const f = fault('500', { pathFragment: '/quote' })
      const { headers, left } = send([f], ['/api/list', '/api/vehicle/registration', '/api/proposal/u1/quote', '/api/proposal/u1/quote'])
      expect(headers).to.deep.equal([undefined, undefined, '500', undefined])
      expect(left).to.deep.equal([])
    })

    it('counts each applying fault on its own, keeping the others', () => {
      const faults = [fault('latency', { value: 100, scope: untilOff }), fault('419'), fault('bot', { pathFragment: 'recaptcha' })]
      const { headers, left } = send(faults, ['/api/proposal', '/api/recaptcha', '/api/proposal'])
      expect(headers).to.deep.equal(['latency=100,419', 'latency=100,bot', 'latency=100'])
      expect(left.map((f) => f.name)).to.deep.equal(['latency'])
    })
  })

  describe('switching on and off', () => {
    it('adds a fault, and replaces one of the same name in its place', () => {
      const on = switchOn(switchOn([], fault('419')), fault('500'))
      const again = switchOn(on, fault('419', { scope: untilOff }))
      expect(again.map((f) => [f.name, f.scope.kind])).to.deep.equal([
        ['419', 'until-off'],
        ['500', 'calls'],
      ])
    })

    it('reads a blank fragment as every path, trims one, and corrects a scope under one call and a bad latency', () => {
      const [a, b, c] = switchOn(switchOn(switchOn([], fault('500', { pathFragment: '  ' })), fault('419', { pathFragment: ' /quote ', scope: { kind: 'calls', calls: 0 } })), fault('latency', { value: Number('x') }))
      expect(a?.pathFragment).to.equal(null)
      expect([b?.pathFragment, b?.scope]).to.deep.equal(['/quote', { kind: 'calls', calls: 1 }])
      expect(c?.value).to.equal(DEFAULT_LATENCY_MS)
      expect(switchOn([], fault('500', { value: 7 }))[0]?.value).to.equal(null)
    })

    it('switches one off by name, leaving the rest', () => {
      expect(switchOff([fault('419'), fault('500')], '419').map((f) => f.name)).to.deep.equal(['500'])
      expect(switchOff([], 'bot')).to.deep.equal([])
    })
  })

  it('describes a fault for the indicator', () => {
    expect(describeFault(fault('419'))).to.equal('419 (next call)')
    expect(describeFault(fault('500', { pathFragment: '/quote', scope: { kind: 'calls', calls: 3 } }))).to.equal('500 on /quote (3 more calls)')
    expect(describeFault(fault('latency', { value: 1500, scope: untilOff }))).to.equal('latency 1500 ms (until turned off)')
  })

  describe('when read back from the tab', () => {
    it('gives the faults kept', () => {
      const faults = [fault('419'), fault('latency', { value: 800, scope: untilOff })]
      expect(readFaults(JSON.stringify(faults))).to.deep.equal(faults)
    })

    for (const [title, text] of [
      ['nothing kept', null],
      ['text that is not JSON', '{'],
      ['an unknown scenario', JSON.stringify([{ ...fault('419'), name: 'hostile-endorsements' }])],
      ['a scope of another shape', JSON.stringify([{ ...fault('419'), scope: { kind: 'forever' } }])],
    ] as const) {
      it(`gives none for ${title}`, () => {
        expect(readFaults(text)).to.deep.equal([])
      })
    }
  })
})
