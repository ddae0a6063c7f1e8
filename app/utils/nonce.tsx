import { createContext, useContext } from 'react'

const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

/** The per-request Content-Security-Policy nonce that inline scripts must carry. */
export function useNonce(): string {
  return useContext(NonceContext)
}
