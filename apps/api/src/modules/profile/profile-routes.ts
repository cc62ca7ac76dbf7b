import {
  accountInformationSchema,
  emailSettingsSchema,
  followableCustomerSchema,
  messageResponseSchema,
  notificationPreferencesSchema,
  personalInformationSchema,
  profilePasswordSchema,
  profileSchema,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/authentication.ts';
import type { ProfileService } from './profile-service.ts';

const tags = ['Perfil do usuário'];
const security = [{ bearerAuth: [] }];
const access = { access: 'authenticated' } as const;

/** The options of a PUT that saves one section of the profile and answers the whole profile. */
const savesSection = <Body extends z.ZodType>(summary: string, body: Body) => ({
  config: access,
  schema: { tags, summary, security, body, response: { 200: profileSchema } },
});

/** /api/profile: the signed-in user reads and changes their own profile, and nobody else's. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  app.get(
    '/api/profile',
    {
      config: access,
      schema: {
        tags,
        summary: 'O perfil do usuário da sessão: dados pessoais, conta, notificações e e-mails',
        security,
        response: { 200: profileSchema },
      },
    },
    (request) => profile.get(actorOf(request)),
  );

  app.put(
    '/api/profile/personal-information',
    savesSection(
      'Altera nome, e-mail, foto (caminho de POST /api/files?purpose=photo), telefone e celular',
      personalInformationSchema,
    ),
    (request) => profile.updatePersonalInformation(actorOf(request), request.body),
  );

  app.put(
    '/api/profile/account-information',
    savesSection('Altera o nome de usuário', accountInformationSchema),
    (request) => profile.updateAccountInformation(actorOf(request), request.body),
  );

  app.put(
    '/api/profile/password',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Altera a senha: a atual primeiro; encerra as outras sessões do usuário e mantém esta',
        security,
        body: profilePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => profile.changePassword(actorOf(request), request.body),
  );

  app.get(
    '/api/profile/notification-customers',
    {
      config: access,
      schema: {
        tags,
        summary: 'Clientes ativos que se pode acompanhar nas notificações',
        security,
        response: { 200: z.array(followableCustomerSchema) },
      },
    },
    () => profile.listFollowableCustomers(),
  );

  app.put(
    '/api/profile/notifications',
    savesSection(
      'Tipos de oportunidade (city, state, company) e clientes acompanhados',
      notificationPreferencesSchema,
    ),
    (request) => profile.updateNotifications(actorOf(request), request.body),
  );

  app.put(
    '/api/profile/email-settings',
    savesSection('Os quatro interruptores de e-mail (decisão 0014)', emailSettingsSchema),
    (request) => profile.updateEmailSettings(actorOf(request), request.body),
  );
};
