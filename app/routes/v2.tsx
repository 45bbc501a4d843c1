import { Outlet } from '@remix-run/react'
import { ShellFrame } from '~/components/shell-frame'
import { useShell } from '~/shell'

export { ShellErrorBoundary as ErrorBoundary } from '~/components/error-boundary'

/** The v2 layout: every /v2 screen renders inside the shell. */
export default function V2Layout() {
  return (
    <ShellFrame shell={useShell()}>
      <Outlet />
    </ShellFrame>
  )
}
