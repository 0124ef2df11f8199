import { createContext, useContext } from 'react'

// The CSP nonce is created per request in entry.server.tsx; the browser never needs it again.
const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider

export function useNonce() {
  return useContext(NonceContext)
}
