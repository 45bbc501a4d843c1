/* The header's cart counts in the user's short cache (docs/cache-keys.md, decision 052). */
export const CART_SUMMARY_NAME = 'cart-summary'
