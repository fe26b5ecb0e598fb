const loading = new Map<string, Promise<void>>()

/** Loads a same-origin script once; later calls share the first load. Rejects when the script fails to load. */
export const loadScript = (src: string): Promise<void> => {
  const known = loading.get(src)
  if (known !== undefined) return known
  const p = new Promise<void>((resolve, reject) => {
    const el = document.createElement('script')
    el.src = src
    el.async = true
    el.onload = () => resolve()
    el.onerror = () => {
      loading.delete(src)
      reject(new Error(`could not load ${src}`))
    }
    document.head.appendChild(el)
  })
  loading.set(src, p)
  return p
}
