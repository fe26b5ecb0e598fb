/**
 * The code a `new Worker(code, { eval: true })` runs to load one of the service's worker modules, found from
 * `own` (the calling module's `import.meta.url`): the TypeScript file beside it through tsx when the service
 * runs as TypeScript (npm start, the tests), else `<bundled>.mjs` beside the bundle that holds the caller
 * (esbuild builds each worker as an entry of its own, written beside the server's bundle).
 */
export const workerSource = (own: string, typescript: string, bundled: string): { code: string; eval: true } => {
  if (own.endsWith('.ts')) {
    const file = new URL(`./${typescript}`, own).href
    return { code: `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}) })`, eval: true }
  }
  return { code: `import(${JSON.stringify(new URL(`./${bundled}`, own).href)})`, eval: true }
}
