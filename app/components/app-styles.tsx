import { createContext, useContext } from 'react'

const ID = 'app-styles'
const StylesContext = createContext<string | null>(null)
/** The app's stylesheet on the server (entry.server.tsx); none in the browser. */
export const AppStylesProvider = StylesContext.Provider

let sent: string | undefined

/**
 * The app's stylesheet, in the page (decision 084): the browser styles the page as it parses it,
 * instead of laying the page out once without styles while a stylesheet is on its way. The browser
 * renders the text the server sent, so hydrating or drawing it again changes nothing.
 */
export function AppStyles() {
  const css = useContext(StylesContext) ?? (sent ??= document.getElementById(ID)?.textContent ?? '')
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />
}
