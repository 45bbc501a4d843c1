import { useRouteLoaderData } from '@remix-run/react'
import type { ShellView } from '#bff/views/shell'

/** The root loader's data (app/shell.server.ts): kept apart from root.tsx so the shell's components need not import it. */
export type RootData = ShellView

export function useShell(): RootData | undefined {
  return useRouteLoaderData<RootData>('root')
}
