import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/** The markup an insurer's text may keep: paragraphs, emphasis, lists, line breaks and plain links. */
const ALLOWED_TAGS = ['p', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'br', 'span', 'a']
const ALLOWED_ATTR = ['href']
/** Links only to web pages, mail and phone: never javascript: or data:. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|tel:|\/)/i

/** The HTML cleaned by DOMPurify with the allow-list above (no script, handler, style, frame or unsafe link survives). */
const sanitise = (html: string): string =>
  DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP, KEEP_CONTENT: true })

/**
 * Server HTML (endorsement texts) drawn only through DOMPurify: the one place in the app that sets inner
 * HTML. `as` is the element it is drawn in.
 */
export const SafeHtml = ({ html, as: Tag = 'div', className }: { html: string; as?: 'div' | 'li' | 'span'; className?: string }) => {
  const clean = useMemo(() => sanitise(html), [html])
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
