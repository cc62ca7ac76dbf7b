import multipart from '@fastify/multipart';
import {
  idParam,
  localityCodeParam,
  MESSAGES,
  SHOWCASE_LIMITS,
  showcaseCompanySchema,
  showcaseStatusSchema,
} from '@oportuna/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { EMBED_SCRIPT, PAGE_CSS, PAGE_SCRIPT } from './showcase-assets.ts';
import { renderMissingPage, renderShowcasePage } from './showcase-page.ts';
import type { ShowcaseService, SubmissionDraft } from './showcase-service.ts';

const tags = ['Vitrine econômica'];
const security = [{ bearerAuth: [] }];
const codeParams = z.object({ code: localityCodeParam });
const statusResponse = { 200: showcaseStatusSchema };
const YEAR = 'public, max-age=31536000, immutable';

/**
 * The page's own policy: its scripts, styles and images come from this server only, and it may
 * be framed by this server and by the sites the locality's customer lists.
 */
function pagePolicy(allowedOrigins: string[]) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${["'self'", ...allowedOrigins].join(' ')}`,
  ].join('; ');
}

function sendAsset(reply: FastifyReply, type: string, body: string, crossOrigin: boolean) {
  reply.type(type).header('cache-control', crossOrigin ? 'public, max-age=300' : YEAR);
  // The embed script is loaded by other sites' pages.
  if (crossOrigin) reply.header('cross-origin-resource-policy', 'cross-origin');
  return reply.send(body);
}

export const showcaseRoutes: FastifyPluginAsyncZod<{ showcase: ShowcaseService }> = async (
  app,
  { showcase },
) => {
  app.post(
    '/api/locations/:code/showcase',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Gera ou atualiza a vitrine econômica da localidade (ATUALIZAR VITRINE ECONÔMICA)',
        description:
          'Quem pode editar a localidade (superadministrador, administrador do cliente da localidade ou o responsável pela edição). Publica a página /vitrine/{code}.',
        security,
        params: codeParams,
        response: statusResponse,
      },
    },
    (request) => showcase.generate(actorOf(request), request.params.code),
  );

  for (const kind of ['city', 'state'] as const) {
    app.get(
      kind === 'city' ? '/api/cities/:id/showcase' : '/api/states/:id/showcase',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary: `Endereço da vitrine econômica ${kind === 'city' ? 'da cidade' : 'do estado'} (url null enquanto não foi gerada)`,
          security,
          params: z.object({ id: idParam }),
          response: statusResponse,
        },
      },
      (request) => showcase.status(kind, request.params.id),
    );
  }

  app.get(
    '/api/showcase/:code/companies/:document',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Buscar Dados: nome, e-mail e telefone públicos de uma empresa pelo CNPJ',
        description: 'Sem login; limitado por endereço IP.',
        params: z.object({ code: localityCodeParam, document: z.string().max(20) }),
        response: { 200: showcaseCompanySchema },
      },
    },
    (request) => showcase.lookupCompany(request.ip, request.params.code, request.params.document),
  );

  // The form is the one route that reads multipart: only its context parses it, so that any
  // other route answers a multipart body 415 instead of leaving it unread.
  await app.register(async (plain) => {
    const form = plain.withTypeProvider<ZodTypeProvider>();
    await form.register(multipart, {
      limits: {
        // One more than allowed, so that the sixth file gets the form's own message.
        files: SHOWCASE_LIMITS.files + 1,
        fields: 20,
        fieldSize: SHOWCASE_LIMITS.description * 4,
        fileSize: SHOWCASE_LIMITS.fileBytes + 1,
      },
    });
    form.post(
      '/api/showcase/:code/submissions',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Envia uma oportunidade pela vitrine econômica (multipart; sem login)',
          description:
            'Campos company_document, company_name, contact_name, contact_email, contact_phone, project_category, total_investment, description; arquivos no campo attachments (até 5, JPEG ou PNG, 5 MB cada). Chega como oportunidade pendente do cliente da localidade. Limitado por endereço IP e por localidade.',
          params: codeParams,
          response: { 201: z.object({ message: z.string() }) },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new DomainError(
            'validation_failed',
            MESSAGES.upload.malformed,
            'invalid_multipart',
          );
        }
        const draft: SubmissionDraft = await showcase.openSubmission(
          request.params.code,
          request.ip,
        );
        const fields: Record<string, string> = {};
        let kept: boolean;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== 'attachments') {
                part.file.resume();
                continue;
              }
              await showcase.addAttachment(draft, {
                content: part.file,
                originalName: part.filename,
              });
            } else if (typeof part.value === 'string') {
              fields[part.fieldname] = part.value;
            }
          }
          kept = await showcase.submit(draft, fields);
        } catch (error) {
          await showcase.discard(draft);
          request.raw.unpipe();
          request.raw.resume();
          throw error;
        }
        request.log.info(
          { ip: request.ip, code: request.params.code, kept, files: draft.files.length },
          kept ? 'showcase submission received' : 'showcase submission dropped by the honeypot',
        );
        return reply.status(201).send({ message: MESSAGES.showcase.submitted });
      },
    );
  });

  app.get('/vitrine/embed.js', (_request, reply) =>
    sendAsset(reply, 'text/javascript; charset=utf-8', EMBED_SCRIPT, true),
  );
  app.get('/vitrine/assets/page.js', (_request, reply) =>
    sendAsset(reply, 'text/javascript; charset=utf-8', PAGE_SCRIPT, false),
  );
  app.get('/vitrine/assets/page.css', (_request, reply) =>
    sendAsset(reply, 'text/css; charset=utf-8', PAGE_CSS, false),
  );

  app.get('/vitrine/:code', async (request, reply) => {
    const raw = (request.params as { code: string }).code;
    const code = /^\d{2}$|^\d{7}$/.test(raw) ? Number(raw) : null;
    const found =
      code === null
        ? { missing: 'notFound' as const, allowedOrigins: [] }
        : await showcase.page(code);
    reply.header('cache-control', 'no-cache');
    // frame-ancestors decides; the global X-Frame-Options would refuse every other site.
    reply.raw.removeHeader('x-frame-options');
    reply.header('content-security-policy', pagePolicy(found.allowedOrigins));
    reply.type('text/html; charset=utf-8');
    if (found.missing) return reply.status(404).send(renderMissingPage(found.missing));
    return reply.send(renderShowcasePage(found.content));
  });
};
