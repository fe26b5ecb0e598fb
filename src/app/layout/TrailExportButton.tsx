import { useEventLog } from '../store-context'
import { loadCode } from '../../api/code-loading'

/** The app's version as the build saw it (npm sets it for `npm run build`). */
export const APP_VERSION = process.env.npm_package_version ?? '0.0.0'

/**
 * 'Download a support trail': saves this session's event trail as one JSON file, with personal data
 * redacted, for support staff to attach to a ticket; developers replay it with `npm run replay`.
 */
export const TrailExportButton = () => {
  const log = useEventLog()
  const download = async (): Promise<void> => {
    // The export (and its redaction walk over the codecs) loads on first use, not with every page.
    const { exportTrail } = await loadCode(() => import('../../trail/export-trail'))
    const createdAt = new Date().toISOString()
    const text = exportTrail(log.all(), { session: log.session, appVersion: APP_VERSION, createdAt }, log.conversation())
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
    const a = document.createElement('a')
    a.href = url
    a.download = `ridecover-trail-${createdAt.slice(0, 19).replace(/[:T]/g, '-')}.json`
    document.body.appendChild(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <button type="button" className="button-link trail-export" onClick={() => void download()}>
      Download a support trail
    </button>
  )
}
