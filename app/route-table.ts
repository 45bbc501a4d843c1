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
export { LEGACY_PLACEHOLDER_PREFIX, legacyHashPath, legacySiteLink, resolveV1, translateHashLink } from '#bff/domain/routing/hash-links'
