import 'global-jsdom/register'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import type { ComponentProps } from 'react'
import { VehicleCard, engineSizeText } from '../../../src/components/vehicle-card'
import { restoreJsdomGlobals } from '../jsdom-globals'

type VehicleCardVehicle = ComponentProps<typeof VehicleCard>['vehicle']

const HONDA: VehicleCardVehicle = {
  registration: 'AB12CDE',
  engine_size: 649,
  manufacturer: 'HONDA',
  transmission: 'TransMan',
  model: 'CB650R',
  description: 'CB650R NEO SPORTS CAFE',
  fuel_type: 'P',
  year: 2021,
}

const noop = () => undefined

/** The card's rows as [term, value] pairs. */
const rows = (): [string, string][] =>
  Array.from(document.querySelectorAll('.vehicle-card__row')).map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ])

describe('VehicleCard', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it('F2.21 shows registration, engine size, make, transmission, model, fuel and year', () => {
    render(<VehicleCard vehicle={HONDA} onFindAnother={noop} onFindManually={noop} />)
    expect(rows()).to.deep.equal([
      ['Registration', 'AB12CDE'],
      ['Engine size', '649cc'],
      ['Make', 'HONDA'],
      ['Transmission', 'Manual'],
      ['Model', 'CB650R NEO SPORTS CAFE'],
      ['Fuel', 'Petrol'],
      ['Year', '2021'],
    ])
    expect(screen.getByRole('region', { name: 'Your bike' })).to.not.equal(null)
  })

  describe("F2.21 the engine size has 'cc' unless the bike is electric", () => {
    const cases: { size: number | null; fuel: string | null; shown: string | null }[] = [
      { size: 649, fuel: 'P', shown: '649cc' },
      { size: 125, fuel: null, shown: '125cc' },
      { size: 11, fuel: 'E', shown: '11' },
      { size: null, fuel: 'P', shown: null },
    ]
    cases.forEach(({ size, fuel, shown }) => {
      it(`F2.21 engine size ${String(size)} with fuel ${String(fuel)} shows ${String(shown)}`, () => {
        expect(engineSizeText(size, fuel)).to.equal(shown)
      })
    })

    it('F2.21 an electric bike shows its size without cc on the card', () => {
      render(<VehicleCard vehicle={{ ...HONDA, engine_size: 11, fuel_type: 'E' }} onFindAnother={noop} onFindManually={noop} />)
      expect(rows()).to.deep.include.members([
        ['Engine size', '11'],
        ['Fuel', 'Electric'],
      ])
    })
  })

  describe('F4.20 transmission codes TransMan display as Manual and TransAuto as Automatic; the row shows only if present', () => {
    const cases: { transmission: string | null | undefined; shown: string | null }[] = [
      { transmission: 'TransMan', shown: 'Manual' },
      { transmission: 'TransAuto', shown: 'Automatic' },
      { transmission: 'Other', shown: 'Other' },
      { transmission: null, shown: null },
      { transmission: undefined, shown: null },
      { transmission: '', shown: null },
    ]
    cases.forEach(({ transmission, shown }) => {
      it(`F2.21 F4.20 transmission ${JSON.stringify(transmission)} ${shown === null ? 'has no row' : `shows ${shown}`}`, () => {
        render(<VehicleCard vehicle={{ ...HONDA, transmission }} onFindAnother={noop} onFindManually={noop} />)
        const row = rows().find(([term]) => term === 'Transmission')
        expect(row?.[1] ?? null).to.equal(shown)
      })
    })
  })

  it('names codes with the labels it is given', () => {
    render(
      <VehicleCard
        vehicle={HONDA}
        transmissionLabel={(c) => `T:${c}`}
        fuelLabel={(c) => `F:${c}`}
        onFindAnother={noop}
        onFindManually={noop}
      />,
    )
    expect(rows()).to.deep.include.members([
      ['Transmission', 'T:TransMan'],
      ['Fuel', 'F:P'],
    ])
  })

  it("shows the model when there is no description, leaves out a missing registration, and says 'Unknown' for other gaps", () => {
    render(
      <VehicleCard
        vehicle={{ manufacturer: 'YAMAHA', model: 'MT-07', engine_size: 689, fuel_type: 'P', year: null }}
        onFindAnother={noop}
        onFindManually={noop}
      />,
    )
    expect(rows()).to.deep.equal([
      ['Engine size', '689cc'],
      ['Make', 'YAMAHA'],
      ['Model', 'MT-07'],
      ['Fuel', 'Petrol'],
      ['Year', 'Unknown'],
    ])
  })

  it("renders 'Find another registration' and 'Find your vehicle manually' as link-style buttons that call back (F2.21 in the app: test/browser/vehicle-lookup.test.ts)", async () => {
    const user = userEvent.setup()
    const calls: string[] = []
    render(<VehicleCard vehicle={HONDA} onFindAnother={() => calls.push('another')} onFindManually={() => calls.push('manual')} />)
    const another = screen.getByRole('button', { name: 'Find another registration' })
    const manual = screen.getByRole('button', { name: 'Find your vehicle manually' })
    expect([another.className, manual.className]).to.deep.equal(['button button--link', 'button button--link'])
    await user.click(another)
    await user.click(manual)
    expect(calls).to.deep.equal(['another', 'manual'])
  })

  it('carries an id and can take focus, so the form can bring it into view after a manual confirm', () => {
    render(<VehicleCard id="vehicle-card" vehicle={HONDA} onFindAnother={noop} onFindManually={noop} />)
    const card = document.getElementById('vehicle-card')
    card?.focus()
    expect(document.activeElement).to.equal(card)
  })
})
