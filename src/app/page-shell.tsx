import { useLayoutEffect } from 'react'

/*
 * The pages the build writes (scripts/route-pages.ts) hold the app as first rendered at their path, drawn before
 * the JavaScript has loaded. The form's first step is hydrated (its early answers kept: early-answers.ts); any
 * other page's markup is a shell (the screen's skeleton in the layout) that the app replaces, marked so on the
 * root and inert, so nothing can be typed into it and lost.
 */

/** The root's attribute on a page whose markup the app replaces rather than hydrates. */
export const SHELL_ATTRIBUTE = 'data-shell'

/** Whether the root holds markup for the app to hydrate: the build's pre-rendered form, not a shell or an empty root. */
export const isHydratable = (root: HTMLElement): boolean => root.firstElementChild !== null && !root.hasAttribute(SHELL_ATTRIBUTE)

/**
 * Rendered beside the app when it replaces the markup the page came with (React clears the root at its first
 * commit, so the page is never drawn empty in between): the markup stays inert until then, and the root is
 * released in that commit.
 */
export const ReleaseRoot = ({ root }: { root: HTMLElement }) => {
  useLayoutEffect(() => {
    root.removeAttribute('inert')
    root.removeAttribute(SHELL_ATTRIBUTE)
  }, [root])
  return null
}
