import { DEVICE_FINGERPRINT_POLL_MS, DEVICE_FINGERPRINT_TIMEOUT_MS } from '../../domain/constants'
import { loadScript } from './load-script'

const FINGERPRINT_SCRIPT = '/mock-fingerprint/snare.js'
const FINGERPRINT_TIMEOUT_MESSAGE = 'IGLOO initialization timed out'

interface Igloo {
  getBlackbox?: () => { blackbox: string; finished: boolean }
}

/**
 * Waits for the device-fingerprint script (checking every 100 ms, for at most 10000 ms) and returns its
 * blackbox; rejects with 'IGLOO initialization timed out' when it never becomes ready.
 */
export const readDeviceFingerprint = async (
  timeoutMs: number = DEVICE_FINGERPRINT_TIMEOUT_MS,
  pollMs: number = DEVICE_FINGERPRINT_POLL_MS,
): Promise<string> => {
  await loadScript(FINGERPRINT_SCRIPT).catch(() => undefined)
  const started = Date.now()
  for (;;) {
    const igloo = (window as unknown as { IGLOO?: Igloo }).IGLOO
    const box = igloo?.getBlackbox?.()
    if (box !== undefined && box.finished && box.blackbox !== '') return box.blackbox
    if (Date.now() - started >= timeoutMs) throw new Error(FINGERPRINT_TIMEOUT_MESSAGE)
    await new Promise((r) => setTimeout(r, pollMs))
  }
}
