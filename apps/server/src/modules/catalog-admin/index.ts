export { madeSku } from './variant-writer.js';
