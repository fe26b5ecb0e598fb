import { useState } from 'react'
import { selectQuoteReference, selectUuid } from '../../../reducers/proposal-selectors'
import { createBrowserTransport } from '../../api/browser-transport'
import type { Transport } from '../../api/transport'
import { useAppSelector, useEventLog } from '../store-context'
import { APP_VERSION } from './TrailExportButton'
import { loadCode } from '../../api/code-loading'

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; code: string } | { kind: 'failed' }

/**
 * 'Send this session to support': on the rider's click only, posts this session's trail, redacted, to
 * POST /api/support/trails with the quote reference and the proposal's uuid when there are some, and shows the support code the
 * server answers (or asks the rider to try again). Nothing is sent without the click.
 */
export const SendToSupportButton = ({ transport }: { transport?: Transport }) => {
  const log = useEventLog()
  const reference = useAppSelector(selectQuoteReference)
  const proposal = useAppSelector(selectUuid)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const send = async (): Promise<void> => {
    setStatus({ kind: 'sending' })
    // The export (redaction walk over the codecs) and the call load on first use, not with every page.
    const [{ buildTrail }, { sendSupportTrail }] = await Promise.all([loadCode(() => import('../../trail/export-trail')), loadCode(() => import('../../api/support'))])
    const trail = buildTrail(log.all(), { session: log.session, appVersion: APP_VERSION, createdAt: new Date().toISOString() }, log.conversation())
    // The proposal's uuid lets support ask the insurer whether this proposal holds the reference (else the
    // trail is kept under its support code alone).
    const r = await sendSupportTrail(transport ?? createBrowserTransport(), { trail, quoteReference: reference, proposal })
    setStatus(r._tag === 'Right' ? { kind: 'sent', code: r.right.code } : { kind: 'failed' })
  }
  return (
    <span className="send-to-support">
      <button type="button" className="button-link" disabled={status.kind === 'sending'} onClick={() => void send()}>
        Send this session to support
      </button>{' '}
      <span role="status" aria-live="polite" data-testid="support-status">
        {status.kind === 'sending' && 'Sending…'}
        {status.kind === 'sent' && (
          <>
            Sent. Your support code is <strong data-testid="support-code">{status.code}</strong>
          </>
        )}
        {status.kind === 'failed' && 'Sorry, the session could not be sent. Please try again.'}
      </span>
    </span>
  )
}
