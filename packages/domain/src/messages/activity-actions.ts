/**
 * Every activity-log action code and the pt-BR label screens and the PDF show for it. The
 * codes are `<entity>.<verb>`; recording a code missing here fails the type check.
 */
export const ACTIVITY_ACTION_LABELS = {
  'auth.login': 'Entrada no sistema',
  'auth.two_factor': 'Verificação em duas etapas',
  'auth.logout': 'Saída do sistema',
  'auth.locked': 'Conta bloqueada',
  'auth.password_reset': 'Senha redefinida',
  'company.info_updated': 'Empresa atualizada',
  'company.registered': 'Empresa cadastrada',
  'customer.contract_accepted': 'Termos de uso aceitos',
  'customer.created': 'Cliente cadastrado',
  'customer.updated': 'Cliente atualizado',
  'customer.branding_updated': 'Identidade visual atualizada',
  'customer.branding_restored': 'Identidade visual restaurada',
  'customer.activated': 'Cliente reativado',
  'customer.inactivated': 'Cliente inativado',
  'customer.showcase_origins_updated': 'Sites da vitrine econômica atualizados',
  'favorite.added': 'Favorito adicionado',
  'favorite.removed': 'Favorito removido',
  'file.uploaded': 'Arquivo enviado',
  'interest.created': 'Interesse registrado',
  'interest.message_sent': 'Mensagem enviada em um interesse',
  'interest.stage_changed': 'Etapa do interesse alterada',
  'interest.opportunity_completed': 'Oportunidade concluída por um interesse ganho',
  'locality.enabled': 'Localidade habilitada',
  'locality.updated': 'Localidade atualizada',
  'locality.media_deleted': 'Arquivo da localidade excluído',
  'possible_link.dismissed': 'Possível vínculo descartado',
  'proposal.created': 'Oportunidade cadastrada',
  'proposal.updated': 'Oportunidade atualizada',
  'proposal.deleted': 'Oportunidade excluída',
  'proposal.complete': 'Oportunidade concluída',
  'proposal.lost': 'Oportunidade perdida',
  'proposal.reopen': 'Oportunidade reaberta',
  'proposal.approve': 'Oportunidade aprovada',
  'showcase.generated': 'Vitrine econômica atualizada',
  'showcase.submission_received': 'Oportunidade recebida pela vitrine econômica',
  'user.created': 'Usuário cadastrado',
  'user.updated': 'Usuário atualizado',
  'user.reactivated': 'Usuário reativado',
  'user.inactivated': 'Usuário inativado',
  'user.password_changed': 'Senha de usuário alterada',
  'profile.updated': 'Informações pessoais atualizadas',
  'profile.account_updated': 'Informações da conta atualizadas',
  'profile.password_changed': 'Senha alterada',
  'profile.notifications_updated': 'Notificações configuradas',
  'profile.email_settings_updated': 'Configurações de e-mail atualizadas',
} as const satisfies Record<string, string>;

export type ActivityAction = keyof typeof ACTIVITY_ACTION_LABELS;

/** Rows written before a code was renamed keep their code: they still get a readable label. */
export const UNKNOWN_ACTIVITY_LABEL = 'Outra atividade';

export function activityActionLabel(action: string): string {
  return Object.hasOwn(ACTIVITY_ACTION_LABELS, action)
    ? ACTIVITY_ACTION_LABELS[action as ActivityAction]
    : UNKNOWN_ACTIVITY_LABEL;
}
