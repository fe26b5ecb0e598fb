/*
 * What every request of the app carries besides its body (001 §7), named once for the app's transport, the
 * mock insurer and the OpenAPI document.
 */

/** The marker header saying a request was made by script, and its value. */
export const SCRIPT_HEADER = 'X-Requested-With'
export const SCRIPT_HEADER_VALUE = 'XMLHttpRequest'

/** The cookie the insurer sets with the session's cross-site-request-forgery token, and the header a POST echoes it in. */
export const CSRF_COOKIE = 'XSRF-TOKEN'
export const CSRF_HEADER = 'X-XSRF-TOKEN'
