/*
 * Parcel's development server (`npm run dev`) passes the mock insurer's paths to it, so the app and the API
 * share one origin as under `npm start`: the XSRF-TOKEN cookie, the CSRF echo, the payment page in its
 * frame and the payment return address all work unchanged. The mock's port comes from DEV_MOCK_PORT, set by
 * scripts/dev.ts; without it nothing is proxied (plain `parcel serve`).
 */
const http = require('node:http')

/** The mock insurer's paths: the API, the mock third parties, and the store's read-only view. */
const PROXIED = /^\/(?:api|json|__store)(?:[/?]|$)|^\/mock-(?:provider|recaptcha|fingerprint|portal)\//

/** Is this request path (with or without its query) one for the mock insurer? */
const isProxied = (url) => PROXIED.test(url)

/** Parcel's dev server adds open CORS headers to every answer; the API's own answers go out without them. */
const PARCEL_CORS = ['Access-Control-Allow-Origin', 'Access-Control-Allow-Methods', 'Access-Control-Allow-Headers']

/**
 * A middleware that streams the mock's paths to 127.0.0.1:`port` with the request's own Host, method,
 * headers and body, and the answer back as it is (status, headers, cookies, body); other paths go on to
 * Parcel. When the mock cannot be reached the answer is 502 with a JSON error naming the port.
 */
const proxyTo = (port) => (req, res, next) => {
  if (!isProxied(req.url)) return next()
  const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
    for (const h of PARCEL_CORS) res.removeHeader(h)
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  upstream.on('error', (err) => {
    if (res.headersSent) return void res.destroy(err)
    res.writeHead(502, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ code: 'mock_unreachable', message: `The mock insurer on port ${port} did not answer: ${err.message}` }))
  })
  req.pipe(upstream)
}

/** Parcel calls this with its connect app before its own handler. */
module.exports = (app) => {
  const port = Number(process.env.DEV_MOCK_PORT)
  if (!Number.isInteger(port) || port <= 0) return
  app.use(proxyTo(port))
}
module.exports.isProxied = isProxied
module.exports.proxyTo = proxyTo
