import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import { csvRow } from '../../src/lib/csv.js';
import { json, type TestApp } from './test-app.js';

/** One product's row of the products file, by column name. */
export type ProductRow = Record<string, string>;

/**
 * The products file as staff use it, for tests: its export read into rows by column name, and rows
 * sent back as an import (columns in the first row's order).
 */
export function productsFile(test: () => TestApp, authorization: () => string) {
  const exportRows = async (): Promise<ProductRow[]> => {
    const exported = await test().app.inject({
      method: 'GET',
      url: '/api/products/export.csv',
      headers: { authorization: authorization() },
    });
    return parse<ProductRow>(exported.body, { bom: true, columns: true });
  };
  const importFile = (rows: ProductRow[]) => {
    const header = Object.keys(rows[0] ?? {});
    return test().app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: { authorization: authorization(), 'content-type': 'text/csv' },
      payload: csvRow(header) + rows.map((row) => csvRow(header.map((name) => row[name] ?? ''))).join(''),
    });
  };
  /** An import's counts and problems. */
  const importRows = async (rows: ProductRow[]): Promise<Record<string, unknown>> => {
    const response = await importFile(rows);
    expect(response.statusCode, response.body).toBe(200);
    return json(response).data as Record<string, unknown>;
  };
  /** The export's row of the product with this handle. */
  const rowOf = async (handle: string): Promise<ProductRow> => {
    const row = (await exportRows()).find((cells) => cells.handle === handle);
    if (!row) throw new Error(`${handle} is not in the export`);
    return row;
  };
  return { exportRows, importFile, importRows, rowOf };
}
