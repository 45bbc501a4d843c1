export { default, handle, loader, meta } from './v2._index'
