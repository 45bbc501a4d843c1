export { default, loader, meta } from './v2._index'
