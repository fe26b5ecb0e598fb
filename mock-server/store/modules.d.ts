// Minimal typings for the parts of lowdb 1 and json-server 0.17 the store uses.
declare module 'lowdb' {
  export interface LowAdapter<S> {
    readonly source: string
    readonly defaultValue: S
    read(): S
    write(state: S): void
  }
  export interface LowDb<S> {
    getState(): S
    setState(state: S): LowDb<S>
    read(): unknown
    write(): unknown
  }
  const low: <S>(adapter: LowAdapter<S>) => LowDb<S>
  export default low
}

declare module 'json-server' {
  import type { RequestHandler, Router } from 'express'
  import type { LowDb } from 'lowdb'
  interface JsonServer {
    router<S>(db: LowDb<S> | string | S, opts?: { foreignKeySuffix?: string }): Router & { db: LowDb<S> }
    defaults(opts?: { logger?: boolean; static?: string; noCors?: boolean; readOnly?: boolean }): RequestHandler[]
    create(): import('express').Express
    rewriter(routes: Record<string, string>): RequestHandler
  }
  const jsonServer: JsonServer
  export default jsonServer
}
