import { describe, expectTypeOf, it } from 'vitest'
import { cartLoader } from '~/routes/v2.cart.server'
import { loadShell } from '~/shell.server'
import type { CartPageData } from './cart'
import type { ShellView } from './shell'

/*
 * Components read these views without importing the server code that builds them (the lint
 * boundaries forbid it): the type checker holds the builders to the views instead.
 */
describe('views match what the server builds', () => {
  it('the cart page loader answers the cart page view (the header popup reads it)', () => {
    expectTypeOf<Awaited<ReturnType<typeof cartLoader>>>().toMatchTypeOf<CartPageData>()
  })
  it('the shell loader answers the shell view', () => {
    expectTypeOf<Awaited<ReturnType<typeof loadShell>>['shell']>().toEqualTypeOf<ShellView>()
  })
})
