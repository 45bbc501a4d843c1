/* The header's cart counts in the user's short cache (docs/cache-keys.md, decision 057). */
export const CART_SUMMARY_NAME = 'cart-summary'
