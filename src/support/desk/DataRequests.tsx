import { useEffect, useRef, useState, type FormEvent } from 'react'
import { dataSubjectOf, riderRule, subjectText, type DataSubject } from '../../domain/trail/data-request'
import { eraseRiderData, exportRiderData, type DeskResult } from './desk-api'

/** The desk's way to take a signed-in call's answer: the value, or undefined with the failure shown (a 401 signs out). */
type Settle = <A>(token: string, r: DeskResult<A>) => A | undefined

const trails = (n: number): string => `${n} ${n === 1 ? 'trail' : 'trails'}`

/** Hands a text to the browser as a downloaded file. */
const saveFile = (name: string, text: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * A rider's data requests for the support code or quote reference on show: download every trail of the rider (one
 * JSON file with a plain-English cover), or erase them for good once the code or reference is typed again. The
 * confirmation says the erasure cannot be undone, takes the focus when it opens, and names a mismatch beside its
 * field; each result is announced in the section's live region, which takes the focus once the trails are erased
 * (the buttons go: there is nothing left to act on). `onErased` lets the page drop what it showed of them.
 */
export const DataRequests = ({ subject, token, settle, onErased }: { subject: DataSubject; token: string; settle: Settle; onErased: () => void }) => {
  const text = subjectText(subject)
  const [confirming, setConfirming] = useState(false)
  const [typed, setTyped] = useState('')
  const [mismatch, setMismatch] = useState(false)
  const [result, setResult] = useState('')
  const [erased, setErased] = useState(false)
  const busy = useRef(false)
  const field = useRef<HTMLInputElement>(null)
  const eraseButton = useRef<HTMLButtonElement>(null)
  const resultLine = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (confirming) field.current?.focus()
  }, [confirming])
  useEffect(() => {
    if (erased) resultLine.current?.focus()
  }, [erased])

  /** Runs one call at a time: a second click while one is on its way does nothing. */
  const once = async <A,>(call: () => Promise<DeskResult<A>>): Promise<A | undefined> => {
    if (busy.current) return undefined
    busy.current = true
    try {
      return settle(token, await call())
    } finally {
      busy.current = false
    }
  }

  const download = async (): Promise<void> => {
    const file = await once(() => exportRiderData(subject, token))
    if (file === undefined) return
    saveFile(file.fileName, file.text)
    setResult(`Downloaded ${file.fileName}: ${trails(file.codes.length)} (${file.codes.join(', ')}). The access log records that you exported them.`)
  }

  const cancel = (): void => {
    setConfirming(false)
    setTyped('')
    setMismatch(false)
    eraseButton.current?.focus()
  }

  const erase = async (e: FormEvent): Promise<void> => {
    e.preventDefault()
    const again = dataSubjectOf(typed)
    if (again === undefined || subjectText(again) !== text) {
      setMismatch(true)
      field.current?.focus()
      return
    }
    setMismatch(false)
    const done = await once(() => eraseRiderData(subject, typed, token))
    if (done === undefined) return
    setConfirming(false)
    setErased(true)
    setResult(`Erased ${trails(done.trails)} (${done.codes.join(', ')}) and what was kept about them. Finding ${text} now answers not found. The access log records that you erased them.`)
    onErased()
  }

  return (
    <section className="desk-card" aria-labelledby="data-requests-heading">
      <h2 id="data-requests-heading">Rider's data requests</h2>
      <p>
        For {text}: {riderRule(subject)}. Download them when the rider asks for a copy of their data; erase them when the rider asks for their data to be
        deleted.
      </p>
      {erased ? null : (
        <p className="desk-actions">
          <button type="button" className="desk-button desk-button--secondary" onClick={() => void download()}>
            Download all this rider's data
          </button>
          <button ref={eraseButton} type="button" className="desk-button desk-button--warning" aria-expanded={confirming} aria-controls="desk-erase" onClick={() => (confirming ? cancel() : setConfirming(true))}>
            Erase this rider's data
          </button>
        </p>
      )}
      {confirming ? (
        <form id="desk-erase" className="desk-erase" aria-labelledby="desk-erase-heading" onSubmit={(e) => void erase(e)}>
          <h3 id="desk-erase-heading">Erase this rider's data</h3>
          <p id="desk-erase-warning">
            This deletes {riderRule(subject)}, with what the service kept about them. <strong>It cannot be undone.</strong> The access log keeps a line saying
            who erased them and when, without what they held.
          </p>
          <label htmlFor="desk-erase-confirm">Type {text} to confirm</label>
          {mismatch ? (
            <p id="desk-erase-error" className="desk-field-error">
              That is not {text}. Type it exactly as shown to erase.
            </p>
          ) : null}
          <input
            id="desk-erase-confirm"
            ref={field}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={mismatch}
            aria-describedby={mismatch ? 'desk-erase-warning desk-erase-error' : 'desk-erase-warning'}
          />
          <p className="desk-actions">
            <button type="submit" className="desk-button desk-button--warning">
              Erase for good
            </button>
            <button type="button" className="desk-button desk-button--secondary" onClick={cancel}>
              Cancel
            </button>
          </p>
        </form>
      ) : null}
      <p role="status" ref={resultLine} tabIndex={-1} className="desk-result" data-testid="data-request-result">
        {result}
      </p>
    </section>
  )
}
