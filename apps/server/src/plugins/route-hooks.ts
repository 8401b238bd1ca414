/**
 * A route's hooks of one kind as a list: Fastify takes one function or an array. Plugins that attach
 * a hook only to the routes that need it (in `onRoute`) add theirs to this list, so a route that
 * needs none pays nothing per request.
 */
export function hookList<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
