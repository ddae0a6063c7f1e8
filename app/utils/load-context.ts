/** What `server/app.ts` hands every loader and action besides the request. */
declare module '@remix-run/node' {
  interface AppLoadContext {
    cspNonce: string
    requestId: string
    /** The client's address as Express sees it (`req.ip`, which honours TRUST_PROXY_HOPS). */
    clientAddress: string
  }
}

export {}
