import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Parses an inject response body as JSON, typed loosely for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function json(response: { body: string }): any {
  return JSON.parse(response.body);
}

/** A GET's `data`, failing the test (with the body) on anything but 200. */
export async function readData(
  app: FastifyInstance,
  url: string,
  authorization?: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer's shape is what is tested
): Promise<any> {
  const response = await app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data;
}
