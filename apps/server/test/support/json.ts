/** Parses an inject response body as JSON, typed loosely for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function json(response: { body: string }): any {
  return JSON.parse(response.body);
}
