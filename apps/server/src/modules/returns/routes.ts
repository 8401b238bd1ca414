import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contract,
  isStaff,
  MAX_RETURN_PHOTOS,
  RETURN_PHOTO_FIELD,
  SHOPPER_REFUSALS,
  TrackingPairShape,
  type Return,
} from '@shop/domain';
import type { Db } from '../../db/client.js';
import { AppError, invalidField, notFound } from '../../lib/errors.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireSession } from '../../plugins/auth.js';
import { MAX_IMAGE_BYTES } from '../images/index.js';
import { renderTaxDocument, returnCreditNoteFor } from '../invoicing/index.js';
import { cancelReturn, requestReturn, returnOptions } from './request-service.js';
import { readReturnPhoto, storeReturnPhotos } from './photo-service.js';
import { mayView, shopperOf } from './shopper.js';
import { listReturns, stepReturn } from './staff-service.js';
import { orderReturnViews, visibleReturnView } from './view.js';
import { orderForReturn } from '../orders/index.js';
import { RETURN_WORDS } from './shopper-words.js';

/** Returns, exchanges and refunds (decision 054): the shopper asks, staff take it step by step. */
export const returnRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** SHOP_ORDERS_EMAIL; unset: the customer-care e-mail of Shop Settings (issue 26). */
  shopOrdersEmail: string | undefined;
}> = async (app, { db, shopOrdersEmail }) => {
  const routes = contract.returns;
  const one = (view: Return) => ({ success: true as const, data: { return: view } });
  const viewerOf = (request: FastifyRequest) => {
    const { user } = requireSession(request);
    return { id: user.id, role: user.role };
  };

  app.route({
    ...fromContract(routes.options),
    handler: async (request) => {
      const shopper = await shopperOf(request, request.body);
      // Why returns are closed, in the page's language (issue 28).
      const options = await returnOptions(db, request.params.id, shopper, requestLanguage(request));
      return { success: true as const, data: { options } };
    },
  });

  app.route({
    ...fromContract(routes.create),
    handler: async (request, reply) => {
      const shopper = await shopperOf(request, request.body);
      const view = await requestReturn(
        db,
        request.params.id,
        shopper,
        request.body,
        shopOrdersEmail,
        requestLanguage(request),
      );
      return reply.code(201).send(one(view));
    },
  });

  app.route({
    ...fromContract(routes.listForOrder),
    handler: async (request) => {
      const viewer = viewerOf(request);
      const order = await orderForReturn(db, request.params.id);
      if (!order || !mayView(viewer, order.userId)) throw notFound(SHOPPER_REFUSALS.orderNotFound);
      return {
        success: true as const,
        // A shopper reads the pieces in her page's language; staff in English (issue 28).
        data: {
          returns: await orderReturnViews(db, order.id, {
            staff: isStaff(viewer.role),
            language: requestLanguage(request),
          }),
        },
      };
    },
  });

  app.route({
    ...fromContract(routes.get),
    handler: async (request) => {
      const view = await visibleReturnView(
        db,
        request.params.id,
        viewerOf(request),
        requestLanguage(request),
      );
      if (!view) throw notFound(RETURN_WORDS.notFound);
      return one(view);
    },
  });

  app.route({
    ...fromContract(routes.cancel),
    handler: async (request) =>
      one(
        await cancelReturn(
          db,
          request.params.id,
          await shopperOf(request, request.body),
          requestLanguage(request),
        ),
      ),
  });

  app.route({
    ...fromContract(routes.update),
    handler: async (request) =>
      one(await stepReturn(db, request.params.id, request.body, viewerOf(request).id)),
  });

  app.route({
    ...fromContract(routes.listAll),
    handler: async (request) => ({ success: true as const, data: await listReturns(db, request.query) }),
  });

  app.route({
    ...fromContract(routes.creditNote),
    handler: async (request, reply) => {
      // Another shopper's return is not found, whether or not it has a credit note yet.
      const viewer = viewerOf(request);
      if (!(await visibleReturnView(db, request.params.id, viewer))) throw notFound(RETURN_WORDS.notFound);
      const document = await returnCreditNoteFor(db, request.params.id, viewer);
      if (!document) {
        throw new AppError(409, 'CREDIT_NOTE_NOT_ISSUED', RETURN_WORDS.creditNoteNotIssued);
      }
      const pdf = await renderTaxDocument(document);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${document.number.replaceAll('/', '-')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.route({
    ...fromContract(routes.photo),
    handler: async (request, reply) => {
      const bytes = await readReturnPhoto(db, request.params.id, viewerOf(request));
      return reply.type('image/webp').header('cache-control', 'private, max-age=3600').send(bytes);
    },
  });

  // Multipart is parsed in this scope only: every JSON route above still refuses it.
  await app.register(async (photos) => {
    await photos.register(multipart, {
      limits: {
        files: MAX_RETURN_PHOTOS,
        fileSize: MAX_IMAGE_BYTES,
        fields: 4,
        fieldSize: 64,
        parts: MAX_RETURN_PHOTOS + 4,
        headerPairs: 100,
      },
    });
    photos.withTypeProvider<ZodTypeProvider>().route({
      ...fromContract(routes.uploadPhotos),
      handler: async (request, reply) => {
        const { files, fields } = await readPhotoParts(request);
        const pair = {
          orderNumber: fields.orderNumber
            ? TrackingPairShape.orderNumber.safeParse(fields.orderNumber).data
            : undefined,
          phone: fields.phone ? TrackingPairShape.phone.safeParse(fields.phone).data : undefined,
        };
        const shopper = await shopperOf(request, pair);
        const stored = await storeReturnPhotos(db, request.params.id, shopper, files);
        return reply.code(201).send({ success: true as const, data: { photos: stored } });
      },
    });
  });
};

/** The photos of the `photos` field and the guest's text fields, each file read whole only up to the limit. */
async function readPhotoParts(
  request: FastifyRequest,
): Promise<{ files: Buffer[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', RETURN_WORDS.photosAsMultipart);
  }
  const files: Buffer[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== RETURN_PHOTO_FIELD) {
        throw invalidField(RETURN_PHOTO_FIELD, RETURN_WORDS.photosInTheirField);
      }
      files.push(bytes);
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT') throw invalidField(RETURN_PHOTO_FIELD, RETURN_WORDS.tooManyPhotos);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        413,
        'PAYLOAD_TOO_LARGE',
        RETURN_WORDS.photoTooLarge(MAX_IMAGE_BYTES / (1024 * 1024)),
      );
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', RETURN_WORDS.tooManyParts);
    }
    throw error;
  }
  if (files.length === 0) throw invalidField(RETURN_PHOTO_FIELD, RETURN_WORDS.choosePhoto);
  return { files, fields };
}
