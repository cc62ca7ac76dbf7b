import {
  changePasswordRequestSchema,
  currentUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  MESSAGES,
  messageResponseSchema,
  resetPasswordRequestSchema,
  twoFactorRequestSchema,
  twoFactorResponseSchema,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidInput } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/authentication.ts';
import type { AuthService } from './auth-service.ts';

const tags = ['Autenticação'];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/login_check',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Login com e-mail e senha; envia um código de 4 dígitos por e-mail',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request) =>
      auth.login(request.body.username, request.body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        requestId: request.id,
      }),
  );

  app.post(
    '/api/2fa-check',
    {
      config: { access: 'authenticated', beforeTwoFactor: true, beforeContract: true },
      schema: {
        tags,
        summary: 'Confere o código enviado por e-mail',
        security: [{ bearerAuth: [] }],
        body: twoFactorRequestSchema,
        response: { 200: twoFactorResponseSchema },
      },
    },
    (request) => auth.verifyTwoFactor(actorOf(request), request.body.code),
  );

  app.get(
    '/api/user',
    {
      config: { access: 'authenticated', beforeTwoFactor: true, beforeContract: true },
      schema: {
        tags,
        summary: 'Usuário da sessão atual',
        security: [{ bearerAuth: [] }],
        response: { 200: currentUserSchema },
      },
    },
    (request) => auth.currentUser(actorOf(request)),
  );

  app.post(
    '/api/logout',
    {
      config: { access: 'authenticated', beforeTwoFactor: true, beforeContract: true },
      schema: { tags, summary: 'Encerra a sessão atual', security: [{ bearerAuth: [] }] },
    },
    async (request, reply) => {
      await auth.logout(actorOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Envia por e-mail um link para redefinir a senha',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => auth.requestPasswordReset(request.body.email, { ip: request.ip }),
  );

  app.post(
    '/api/change-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Define a nova senha a partir do link enviado por e-mail',
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => {
      if (!request.body.token) throw invalidInput({ token: MESSAGES.validation.required });
      return auth.changePasswordWithToken(request.body.token, request.body.password);
    },
  );
};
