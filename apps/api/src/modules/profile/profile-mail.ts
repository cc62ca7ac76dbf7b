import type { MailMessage } from '../../lib/mailer.ts';

/** Security e-mails about one's own account (setting activityRelatesEmail, decision 0014). */
export const passwordChangedMail = (to: { name: string; email: string }): MailMessage => ({
  to: to.email,
  subject: 'Oportuna: sua senha foi alterada',
  text:
    `Olá, ${to.name}.\n\nA senha da sua conta no Oportuna foi alterada pela página Perfil do ` +
    'usuário, e as demais sessões abertas foram encerradas.\n\n' +
    'Se não foi você, redefina a senha agora pela opção "Esqueci minha senha" e fale com o ' +
    'administrador da sua organização.\n',
});

export const emailChangedMail = (to: {
  name: string;
  previousEmail: string;
  newEmail: string;
}): MailMessage => ({
  to: to.previousEmail,
  subject: 'Oportuna: seu e-mail de acesso foi alterado',
  text:
    `Olá, ${to.name}.\n\nO e-mail de acesso da sua conta no Oportuna foi alterado de ` +
    `${to.previousEmail} para ${to.newEmail}. A partir de agora, entre com o novo endereço.\n\n` +
    'Se não foi você, fale com o administrador da sua organização.\n',
});
