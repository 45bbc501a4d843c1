export { default, meta } from './v2._index'
