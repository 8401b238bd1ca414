import zlib from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/**
 * The encoding to send a page in: brotli, else gzip, else none, as the client's Accept-Encoding
 * allows (`q=0` refuses one). Pages are answered from the not-found handler, which
 * `@fastify/compress` (a per-route hook) does not reach, so the page responder encodes them itself.
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** A page's bytes in `encoding`; brotli at a live-answer level, as the API's compression uses. */
export function encodePage(html: string, encoding: PageEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(html, { level: 6 });
}
