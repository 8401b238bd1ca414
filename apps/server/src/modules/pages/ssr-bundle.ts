import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { VisitHint } from '@shop/domain';

/** What the storefront's server entry (apps/web/src/entry-server.tsx) renders for an address. */
export type RenderedPage =
  | { status: number; appHtml: string; pageData: Record<string, unknown> }
  | { status: number; redirect: string };

/** How the storefront's API client reaches the API; the server passes an in-process one. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** What the page may know of the visitor: the visit hint, for the pages that paint from it (decision 064). */
export interface RenderOptions {
  visit?: VisitHint;
}

export type RenderPage = (url: string, options?: RenderOptions) => Promise<RenderedPage>;

interface ServerEntry {
  createPageRenderer(transport: ApiTransport): RenderPage;
}

/** `vite build` writes the server render's entry (its `ssr` environment) beside the storefront's dist folder. */
export function serverEntryPath(webDistDir: string): string {
  return path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
}

/**
 * Loads the built server entry of the storefront, or undefined when there is none (the server then
 * sends the plain app shell, as before server rendering).
 */
export async function loadServerEntry(webDistDir: string | undefined): Promise<ServerEntry | undefined> {
  if (!webDistDir) return undefined;
  const file = serverEntryPath(webDistDir);
  if (!fs.existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as Partial<ServerEntry>;
  if (typeof entry.createPageRenderer !== 'function') {
    throw new Error(`${file} does not export createPageRenderer: rebuild the storefront (npm run build)`);
  }
  return entry as ServerEntry;
}
