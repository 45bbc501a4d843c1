// builder-v2/{id} (and v1 builder/{id}) is the General step; the other steps are below it.
export { action, default, ErrorBoundary, loader, meta } from './v2.builder-v2.$id.$step'
