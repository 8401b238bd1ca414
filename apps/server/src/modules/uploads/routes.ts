import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, MAX_IMAGES_PER_UPLOAD, UPLOAD_FIELD } from '@shop/domain';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/errors.js';
import { MAX_IMAGE_BYTES } from '../images/index.js';
import { requireSession } from '../../plugins/auth.js';
import { fromContract } from '../../lib/route-from-contract.js';
import { storeUploadedImages } from './service.js';

const FIELD = UPLOAD_FIELD;
const TOO_MANY = 'Maximum 10 images allowed per upload';

/** The multipart parser's own errors, in the envelope's words. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return invalidField(FIELD, TOO_MANY);
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      `Images may be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`,
    );
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The upload has too many parts');
  }
  return error;
}

/** The files of the `images` field, each read whole only up to the size limit. */
async function readFiles(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the images as multipart/form-data');
  }
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname !== FIELD) throw invalidField(FIELD, `Send the images in the '${FIELD}' field`);
      files.push(bytes);
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (files.length === 0) throw invalidField(FIELD, 'Please choose at least one image');
  return files;
}

/**
 * `POST /api/upload/*`: multipart pictures, checked by content, kept as WebP variants. The
 * multipart parser is registered here only, so every JSON route still refuses multipart bodies.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ db: Db; picturesPerHour: number }> = async (
  app,
  { db, picturesPerHour },
) => {
  await app.register(multipart, {
    // Limits live in the parser, so an oversized file or an 11th file stops the read early.
    limits: {
      files: MAX_IMAGES_PER_UPLOAD,
      fileSize: MAX_IMAGE_BYTES,
      fields: 10,
      fieldSize: 1024,
      parts: MAX_IMAGES_PER_UPLOAD + 10,
      headerPairs: 100,
    },
  });

  // Every upload path of the contract stores images the same way; pictures are for the catalogue,
  // so only staff upload them (docs/decisions/014-rate-limits-and-timeouts.md).
  for (const entry of Object.values(contract.uploads)) {
    app.route({
      ...fromContract(entry),
      handler: async (request, reply) => {
        const uploader = { userId: requireSession(request).user.id, picturesPerHour };
        const images = await storeUploadedImages(db, uploader, await readFiles(request));
        return reply.code(201).send({ success: true as const, data: { images } });
      },
    });
  }
};
