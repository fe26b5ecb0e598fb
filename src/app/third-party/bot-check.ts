import { loadScript } from './load-script'

/** The bot check's script, served by the mock server (no request leaves the site). */
const BOT_CHECK_SCRIPT = '/mock-recaptcha/api.js'
const BOT_CHECK_SITE_KEY = 'ridecover-site-key'

interface BotCheckApi {
  ready(cb: () => void): void
  execute(siteKey: string, opts: { action: string }): Promise<string>
}

const botCheckApi = (): BotCheckApi | undefined => (window as unknown as { grecaptcha?: BotCheckApi }).grecaptcha

/** A token for the action, or null when the script cannot load or run. */
export const runBotCheck = async (action: string): Promise<string | null> => {
  try {
    await loadScript(BOT_CHECK_SCRIPT)
    const api = botCheckApi()
    if (api === undefined) return null
    await new Promise<void>((resolve) => api.ready(resolve))
    return await api.execute(BOT_CHECK_SITE_KEY, { action })
  } catch {
    return null
  }
}
