// The part of search that the app layer may use; the rest of the folder is private.
export { SearchBox } from './components/search-box';
