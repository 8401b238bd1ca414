/**
 * What other parts of the server may use of the demo-data module (docs/architecture.md, "Module
 * entries"): the demo seed marks what it creates, and start-up asks whether the owner left the demo.
 */
export { demoWasRemoved, recordDemoAccounts, recordDemoRows } from './records.js';
