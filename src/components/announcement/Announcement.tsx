import { useState } from 'react'

/**
 * A polite live region (role status, visually hidden) for what a screen reader should hear when something on the
 * screen changes by itself: a new price, a basket's total, a lookup's answer. It is drawn empty with its part of
 * the screen and stays mounted; it says `message` from the first time the message differs from the one it was
 * drawn with, so the region's text changes, which every screen reader announces (a region inserted already
 * holding its text is not announced by all), and what the screen showed as it opened is not read twice. An empty
 * message says nothing. Only this element re-renders with the text: the screen around it is drawn anyway.
 */
export const Announcement = ({ message }: { message: string }) => {
  const [first] = useState(message)
  const [changed, setChanged] = useState(false)
  // Stored once the message first changes (React's way of keeping what an earlier render saw), so a message that
  // comes back to the first one is still said.
  if (!changed && message !== first) setChanged(true)
  return (
    <p role="status" className="visually-hidden">
      {changed || message !== first ? message : ''}
    </p>
  )
}
