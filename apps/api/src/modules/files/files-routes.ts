import multipart from '@fastify/multipart';
import { idParam, MESSAGES } from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, invalidInput, notFound } from '../../lib/errors.ts';
import { UPLOAD_RULES, type UploadPurpose } from '../../lib/upload-rules.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { STORAGE_KEY } from './file-storage.ts';
import type { FilesService } from './files-service.ts';

const tags = ['Arquivos'];
const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

const uploadQuery = z.object({
  customer: idParam.optional(),
  purpose: z
    .enum(Object.keys(UPLOAD_RULES) as [UploadPurpose, ...UploadPurpose[]], {
      error: `Finalidade inválida: use ${Object.keys(UPLOAD_RULES).join(', ')}`,
    })
    .default('proposal'),
});

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (
  app,
  { files },
) => {
  await app.register(multipart, { limits: { files: 2, fields: 10, fileSize: LARGEST_UPLOAD + 1 } });

  app.post(
    '/api/files',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Envia um arquivo (campo multipart "file"); o tipo é verificado pelo conteúdo',
        description:
          'purpose=proposal (padrão, 5 MB, JPEG/PNG), photo (foto do perfil, 5 MB), whitelabel (logo e fundo do cliente, 5 MB), company_logo (logo de empresa, 5 MB), logo (logo de localidade, 10 MB), image (20 MB) attachment (100 MB, imagens, PDF, MP4) ou interest (anexo de mensagem de um interesse, 100 MB, imagens, PDF, MP4). Imagens até 50 megapixels (largura × altura).',
        security: [{ bearerAuth: [] }],
        querystring: uploadQuery,
        response: {
          200: z.object({
            file: z.object({ original_name: z.string(), path: z.string() }),
            url: z.string(),
          }),
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { purpose, customer } = request.query;
      const rule = UPLOAD_RULES[purpose];
      if (!request.isMultipart())
        throw invalidInput({ file: 'Envie o arquivo como multipart/form-data no campo "file"' });
      let stored: Awaited<ReturnType<FilesService['store']>> | undefined;
      try {
        for await (const part of request.parts({ limits: { fileSize: rule.maxBytes + 1 } })) {
          if (part.type !== 'file') continue;
          // A file under another name is not the upload: read past it.
          if (part.fieldname !== 'file') {
            part.file.resume();
            continue;
          }
          if (stored) {
            throw new DomainError(
              'validation_failed',
              MESSAGES.upload.oneFileOnly,
              'one_file_only',
              { file: MESSAGES.upload.oneFileOnly },
            );
          }
          stored = await files.store(actor, {
            content: part.file,
            originalName: part.filename,
            purpose,
            customerId: customer ?? null,
          });
        }
      } catch (error) {
        if (stored) await files.discard(stored.file.path);
        // The answer goes out now; the rest of the body is read and dropped, so that a client
        // still sending it reaches the answer instead of a stalled or reset connection.
        request.raw.unpipe();
        request.raw.resume();
        throw error;
      }
      if (!stored) throw invalidInput({ file: 'Envie o arquivo no campo "file"' });
      return stored;
    },
  );

  app.get(
    '/api/files/*',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Conteúdo de um arquivo enviado, pelo endereço assinado que a API entrega (url)',
        description:
          'Só responde com exp e sig válidos e não vencidos, como vêm no campo url das respostas; sem eles, 404.',
        params: z.object({
          '*': z.string().regex(STORAGE_KEY, { error: 'Caminho de arquivo inválido' }),
        }),
        querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const found = await files.open(request.params['*'], request.query);
      if (!found) throw notFound('file_not_found', 'Arquivo não encontrado.');
      const disposition =
        found.mimeType.startsWith('image/') || found.mimeType === 'video/mp4'
          ? 'inline'
          : 'attachment';
      return reply
        .type(found.mimeType)
        .header('content-length', found.size)
        .header('cache-control', `private, max-age=${found.secondsLeft}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(found.originalName)}`,
        )
        .send(found.stream);
    },
  );
};
