import { useRef, useState } from 'react'
import { selectAddressLookup } from '../../../reducers/lookups-selectors'
import { selectProposerAddress } from '../../../reducers/proposal-selectors'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { Announcement, Button, Field, focusableWithin, useFocusLanding } from '../../components'
import { useCommittedText } from '../../components/committed-text'
import type { Address } from '../../domain/codecs'
import { command } from '../../domain/commands'
import { event, type UnstampedEvent } from '../../domain/events'
import { isUkPostcode } from '../../domain/formats'
import { MESSAGES } from '../../domain/validation'
import { commitAnswer, type Question } from '../../form'

const lines = (a: Address): string[] =>
  [a.line_1, a.line_2, a.line_3, a.line_4, a.line_5, a.postcode].filter((l): l is NonNullable<typeof l> => l != null && l !== '')

export interface AddressLookupProps {
  /** The postcode question's record (its id, label, hint and autocomplete, and the binding its box commits through). */
  postcode: Question
  /** The address picker's record (its id and label). */
  address: Question
  postcodeError: string | null
  addressError: string | null
  /** Whose address it is: the proposer's (the form) unless given (the direct debit's third-party holder). */
  holder?: {
    readonly chosen: Address
    readonly choose: (a: Address) => UnstampedEvent
    readonly reset: () => UnstampedEvent
    readonly heading: string
  }
}

/**
 * What the lookup's live region says of a search: how many addresses it found, or that it failed. A failure is
 * logged only, with no message on the screen (F8.03): a rider who sees the screen sees its button stop finding
 * addresses and no list come, so the region says the search failed to a rider who cannot see it. Nothing while a
 * search runs.
 */
const lookupMessage = (lookup: ReturnType<typeof selectAddressLookup>): string => {
  const at = lookup.postcode ?? 'that postcode'
  if (lookup.status !== 'found') return ''
  const n = lookup.addresses.length
  if (n === 0) return `No addresses found for ${at}.`
  return `${n === 1 ? '1 address' : `${n} addresses`} found for ${at}. Choose yours from the list.`
}

/**
 * The address lookup (000 §2): enter a postcode, choose from the list; 'Find another address' resets.
 * A failed lookup is logged only: no message for it (F8.03), on the screen or in its live region, just no list; a
 * search that answers says in its live region how many addresses it found there. Its two questions' ids and
 * wording come from their records (sections/your-details.ts). When the view that held focus is replaced (an
 * address chosen from the list, Find another address), focus lands on the chosen address, else on the postcode box.
 */
export const AddressLookup = (props: AddressLookupProps) => {
  const scope = useRef<HTMLDivElement>(null)
  useFocusLanding(scope, () => {
    const el = scope.current
    return el === null ? null : (el.querySelector<HTMLElement>('.lookup--chosen') ?? focusableWithin(el)[0] ?? null)
  })
  const lookup = useAppSelector(selectAddressLookup)
  return (
    <div ref={scope}>
      <Announcement message={lookupMessage(lookup)} />
      <AddressView {...props} />
    </div>
  )
}

/** The lookup's view of the moment: the chosen address, or the postcode box with the addresses found. */
const AddressView = ({ postcode, address, postcodeError, addressError, holder }: AddressLookupProps) => {
  const dispatch = useDispatch()
  const proposerAddress = useAppSelector(selectProposerAddress)
  const chosen = holder?.chosen ?? proposerAddress
  const lookup = useAppSelector(selectAddressLookup)
  // The box commits through its record as the other text answers do (blur or Enter), whatever was typed: the
  // store then knows a postcode typed but not searched, or no postcode at all, and Continue says which.
  const box = useCommittedText(
    lookup.postcode ?? chosen.postcode ?? null,
    (v) => v ?? '',
    (t) => t.trim(),
    (typed) => {
      const c = commitAnswer(postcode, typed)
      if (c.ok) dispatch(c.action)
    },
  )
  const text = box.text
  const [typedError, setTypedError] = useState<string | null>(null)
  const find = (): void => {
    if (lookup.status === 'searching') return
    if (!isUkPostcode(text)) {
      setTypedError(MESSAGES.postcode)
      return
    }
    setTypedError(null)
    dispatch(command('address/LookupAddress', { postcode: text }))
  }
  if (chosen.line_1 != null && chosen.line_1 !== '') {
    // A group named by its label and described by the address, so focus landing here says where it is and what was
    // chosen ('group, Your address, 8 Morningside Drive, …').
    return (
      <div className="lookup lookup--chosen" id={address.id} tabIndex={-1} role="group" aria-labelledby={`${address.id}-label`} aria-describedby={`${address.id}-chosen`}>
        <p className="field__label" id={`${address.id}-label`}>
          {holder?.heading ?? 'Your address'}
        </p>
        {/* The group's description: the lines read as one, as the list wrote them (the lines below are drawn apart). */}
        <span id={`${address.id}-chosen`} hidden>
          {lines(chosen).join(', ')}
        </span>
        <address className="chosen-address">
          {/* By place: two lines may read the same (a redacted trail's are all 'Redacted'). */}
          {lines(chosen).map((l, i) => (
            <span key={i}>
              {l}
              <br />
            </span>
          ))}
        </address>
        <button
          type="button"
          className="button-link"
          onClick={() => dispatch(holder?.reset() ?? event('proposal/AddressReset', {}))}
        >
          Find another address
        </button>
      </div>
    )
  }
  const error = typedError ?? postcodeError
  return (
    <div className="lookup">
      <Field id={postcode.id} label={postcode.label} hint={postcode.hint} error={error}>
        {(described) => (
          <div className="lookup__row">
            <input
              {...described}
              id={postcode.id}
              className="input input--width-10"
              autoComplete={postcode.autocomplete}
              value={text}
              onChange={(e) => box.change(e.target.value.toUpperCase())}
              onBlur={box.leave}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  box.commit()
                  find()
                }
              }}
            />
            <Button variant="secondary" onClick={find} aria-disabled={lookup.status === 'searching'}>
              {lookup.status === 'searching' ? 'Finding addresses…' : 'Find address'}
            </Button>
          </div>
        )}
      </Field>
      {lookup.status === 'found' ? (
        <Field id={address.id} label={address.label} error={addressError} group>
          {(described) =>
            lookup.addresses.length === 0 ? (
              <p {...described}>We could not find any addresses for {lookup.postcode}. Please check the postcode.</p>
            ) : (
              <ul className="address-list" aria-describedby={described['aria-describedby']}>
                {lookup.addresses.map((a, i) => (
                  <li key={`${a.line_1 ?? ''}-${i}`}>
                    <button
                      type="button"
                      id={i === 0 ? address.id : undefined}
                      onClick={() => dispatch(holder?.choose(a) ?? event('proposal/AddressChosen', { address: a }))}
                    >
                      {lines(a).join(', ')}
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </Field>
      ) : addressError !== null && lookup.status !== 'searching' ? (
        <p className="field__error" id="risk.proposer.address" tabIndex={-1}>
          <span className="visually-hidden">Error:</span> {addressError}
        </p>
      ) : null}
    </div>
  )
}
