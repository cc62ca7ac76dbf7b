/** Texts of the activity log screens and its PDF (spec 3 §8 for the failures). */
export const ACTIVITY_LOG_MESSAGES = {
  loadFailed: 'Ocorreu um erro ao buscar logs!',
  exportFailed: 'Ocorreu um erro ao exportar logs',
  empty: 'Nenhuma atividade no período',
  periodFromInvalid: 'Data inicial inválida: use aaaa-mm-dd',
  periodToInvalid: 'Data final inválida: use aaaa-mm-dd',
  periodOrder: 'A data final deve ser igual ou posterior à data inicial',
};
