/*
 * The builder's organisation lists (docs/cache-keys.md): one user's "my organisations" under a key
 * of that user alone, in a family that any organisation save or approval ends at once.
 */
export const ORGS_GENERATION_KEY = 'builder:orgs-gen'

export const myOrgsKey = (generation: string, userId: number) => `builder:myorgs:v1:${generation}:${userId}`
