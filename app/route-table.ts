// The route table lives in bff/domain (bff must not import app/); the UI reads it from here.
export {
  ROUTES,
  fillPattern,
  matchPattern,
  matchV1,
  matchV2,
  titleFor,
  type Access,
  type Match,
  type Params,
  type RouteEntry,
} from '#bff/domain/routing/route-table'
export { legacyHashPath, legacySiteLink, translateHashLink } from '#bff/domain/routing/hash-links'
export { LEGACY_PLACEHOLDER_PREFIX, resolveV1 } from '#bff/domain/routing/v1-paths'
