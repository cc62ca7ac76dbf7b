export const API_ERROR_CODES = [
  'validation_failed',
  'invalid_characters',
  'unauthenticated',
  'session_expired',
  'forbidden',
  'not_found',
  'route_not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal',
  'bad_gateway',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const API_ERROR_MESSAGES: Record<ApiErrorCode, string> = {
  validation_failed: 'Dados inválidos.',
  invalid_characters: 'O texto enviado contém caracteres não permitidos.',
  unauthenticated: 'Faça login para continuar.',
  session_expired: 'Sessão expirada, por favor realize o login novamente',
  forbidden: 'Você não tem permissão para realizar esta ação.',
  not_found: 'Registro não encontrado.',
  route_not_found: 'Rota não encontrada.',
  conflict: 'Este registro conflita com outro já existente.',
  payload_too_large: 'O conteúdo enviado excede o tamanho permitido.',
  unsupported_media_type: 'Tipo de arquivo não permitido.',
  too_many_requests: 'Muitas tentativas. Tente novamente em 15 minutos.',
  internal: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
  bad_gateway: 'Um serviço externo não respondeu. Tente novamente mais tarde.',
};

export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  validation_failed: 400,
  invalid_characters: 400,
  unauthenticated: 401,
  session_expired: 401,
  forbidden: 403,
  not_found: 404,
  route_not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  bad_gateway: 502,
};
