// The size guide's public entry: the button a product page (or its Size picker) shows, and the
// prefetch that lets the server render it in place.
export { SizeGuideButton } from './components/size-guide-button';
export { prefetchSizeGuide } from './api/get-size-chart-categories';
