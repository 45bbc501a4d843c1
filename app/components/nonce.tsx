import { createContext, useContext } from 'react'

const NonceContext = createContext<string>('')
export const NonceProvider = NonceContext.Provider
/** The CSP nonce of this response on the server; '' in the browser (browsers hide it). */
export const useNonce = () => useContext(NonceContext)
