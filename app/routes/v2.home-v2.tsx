export { default, ErrorBoundary, handle, loader, meta } from './v2._index'
