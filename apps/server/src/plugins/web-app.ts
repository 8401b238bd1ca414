import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageOfPath } from '@shop/domain';
import { fillAppShell } from '../lib/app-shell.js';
import { notFound } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the storefront's index.html, optionally with extra tags for <head>. */
    sendAppShell(headTags?: string, status?: number): FastifyReply;
  }
}

/** Answers a page address with its page (server rendering, given by app.ts from the pages module). */
type RenderPage = (request: FastifyRequest, reply: FastifyReply, indexHtml: string) => Promise<FastifyReply>;

/**
 * Serves the built React app: hashed assets cached for a year, index.html never cached, and every
 * other page address answered by `renderPage` (or, without it, with the app shell, which renders
 * its own 404 page for unknown paths).
 */
export const webApp = fp(
  async (app: FastifyInstance, options: { distDir: string | undefined; renderPage?: RenderPage }) => {
    const indexPath = options.distDir ? path.join(options.distDir, 'index.html') : undefined;
    const indexHtml = indexPath && fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : undefined;
    if (!indexHtml || !options.distDir) {
      app.log.warn('The storefront is not built (npm run build); serving the API only');
    } else {
      await app.register(fastifyStatic, {
        root: options.distDir,
        // Without a wildcard the plugin makes one route per built file, so unknown paths reach the app.
        wildcard: false,
        index: false,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    app.decorateReply('sendAppShell', function (this: FastifyReply, headTags = '', status = 200) {
      if (!indexHtml) throw notFound('The storefront is not built');
      const html = fillAppShell(indexHtml, { headTags, language: languageOfPath(this.request.url) });
      return this.code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    });

    app.setNotFoundHandler((request, reply) => {
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (request.url.startsWith('/api/') || request.url === '/api' || !isPageRequest || !indexHtml) {
        throw notFound(request.url.startsWith('/api') ? 'No such API endpoint' : 'Page not found');
      }
      // Unknown asset-like paths get a real 404; page paths get the app, which shows 'Page not found'.
      if (/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0] ?? '')) throw notFound('File not found');
      return options.renderPage ? options.renderPage(request, reply, indexHtml) : reply.sendAppShell();
    });
  },
);
