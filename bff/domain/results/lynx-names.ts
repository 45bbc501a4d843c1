/** The three FinishLynx start-list files (lynx-files.ts writes them); browser-safe. */
export const LYNX_FILES = ['lynx.evt', 'lynx.ppl', 'lynx.sch'] as const
export type LynxFileName = (typeof LYNX_FILES)[number]
