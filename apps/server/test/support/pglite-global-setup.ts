import { migratedPgliteTemplate } from './migrated-template.js';

/** Migrates one embedded database for the run; every test file loads a copy (decision 047). */
export default async function setup() {
  process.env.TEST_PGLITE_TEMPLATE = await migratedPgliteTemplate();
}
