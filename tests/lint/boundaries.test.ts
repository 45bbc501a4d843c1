import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/*
 * The import boundaries of eslint.config.js, checked with the real config on code held in memory:
 * each rule must fire on a planted violation (alias and relative spellings, type-only imports
 * included) and stay quiet on the legal import next to it.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: root })

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

const COMPONENT = 'app/components/planted.tsx'
const ROUTE = 'app/routes/v2.planted.tsx'
const ROUTE_SERVER = 'app/routes/v2.planted.server.ts'

type Case = { file: string; code: string; refused: RegExp | null }

const cases: Record<string, Case> = {
  // app/ -> bff/legacy
  'a component importing bff/legacy by alias': { file: COMPONENT, code: "import { x } from '#bff/legacy/errors'", refused: /bff\/legacy/ },
  'a route importing bff/legacy by alias': { file: ROUTE, code: "import { x } from '#bff/legacy/entry.server'", refused: /bff\/legacy/ },
  'a route .server module importing a bff/legacy type by alias': {
    file: ROUTE_SERVER,
    code: "import type { UserMessage } from '#bff/legacy/errors'",
    refused: /bff\/legacy/,
  },
  'a route .server module importing bff/legacy relatively': {
    file: ROUTE_SERVER,
    code: "import { getCart } from '../../bff/legacy/entry.server'",
    refused: /bff\/legacy/,
  },
  'a route .server module re-exporting from bff/legacy': {
    file: ROUTE_SERVER,
    code: "export { x } from '#bff/legacy'",
    refused: /bff\/legacy/,
  },
  'a route .server module importing a service': {
    file: ROUTE_SERVER,
    code: "import { loadCart } from '#bff/services/entry.server'",
    refused: null,
  },

  // components -> route modules
  'a component importing a route module by alias': {
    file: COMPONENT,
    code: "import type { loader } from '~/routes/v2.cart'",
    refused: /route modules/,
  },
  'a component importing a route module relatively': {
    file: COMPONENT,
    code: "import { x } from '../routes/v2.cart'",
    refused: /route modules/,
  },
  'a component importing root.tsx': { file: COMPONENT, code: "import { useShell } from '~/root'", refused: /route modules/ },
  'a component importing the shell hooks': { file: COMPONENT, code: "import { useShell } from '~/shell'", refused: null },
  'a component importing another component': { file: COMPONENT, code: "import { FormMessage } from './message'", refused: null },

  // browser code -> *.server
  'a component importing a service type': {
    file: COMPONENT,
    code: "import type { CartView } from '#bff/services/entry.server'",
    refused: /\*\.server/,
  },
  'a component importing an inline type of a .server module': {
    file: COMPONENT,
    code: "import { type CartView } from '../../bff/services/entry.server.ts'",
    refused: /\*\.server/,
  },
  'a component importing a view type': { file: COMPONENT, code: "import type { CartView } from '#bff/views/entry'", refused: null },
  'a component importing a domain rule': { file: COMPONENT, code: "import { formatMoney } from '#bff/domain/text/format'", refused: null },
  'a form module importing a .server module': {
    file: 'app/forms/planted.ts',
    code: "import { x } from '~/shell.server'",
    refused: /\*\.server/,
  },
  'a route module importing a service': { file: ROUTE, code: "import { loadCart } from '#bff/services/entry.server'", refused: /sibling/ },
  'a route module importing another folder\u2019s .server module': {
    file: ROUTE,
    code: "import { x } from '../shell.server'",
    refused: /sibling/,
  },
  'a route module importing its sibling .server module': {
    file: ROUTE,
    code: "import { plantedLoader } from './v2.planted.server'",
    refused: null,
  },
  'the root route importing the shell loader': { file: 'app/root.tsx', code: "import { loadShell } from './shell.server'", refused: null },
  'a view module importing a .server module': {
    file: 'bff/views/planted.ts',
    code: "import type { X } from '../services/entry.server'",
    refused: /\*\.server/,
  },
  'a view module importing a domain type': {
    file: 'bff/views/planted.ts',
    code: "import type { ScheduleRow } from '../domain/schedule/schedule'",
    refused: null,
  },
  'a domain rule importing bff/legacy': {
    file: 'bff/domain/planted.ts',
    code: "import type { X } from '../legacy/entry.server'",
    refused: /bff\/legacy/,
  },
}

describe('import boundaries (eslint.config.js)', () => {
  for (const [name, c] of Object.entries(cases)) {
    it(`${c.refused ? 'refuses' : 'allows'} ${name}`, async () => {
      const messages = await refusals(c.file, c.code)
      if (c.refused)
        expect(
          messages.some((m) => c.refused!.test(m)),
          messages.join('\n'),
        ).toBe(true)
      else expect(messages).toEqual([])
    })
  }
})
