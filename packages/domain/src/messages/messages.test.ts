import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../limits/upload-limits.ts';
import { API_ERROR_CODES, API_ERROR_MESSAGES, API_ERROR_STATUS } from './api-errors.ts';
import { MESSAGES } from './messages.ts';

describe('MESSAGES', () => {
  it('measures uploads as the spec does: 5 MB of 1,000,000 bytes each', () => {
    expect(UPLOAD_MAX_BYTES.default).toBe(5_000_000);
  });

  it.each([
    [MESSAGES.upload.tooLarge, 'O tamanho de cada arquivo é limitado a 5 MB.'],
    [MESSAGES.upload.tooLargeFor(5_000_000), 'O tamanho de cada arquivo é limitado a 5 MB.'],
    [MESSAGES.upload.tooLargeFor(10_000_000), 'O tamanho de cada arquivo é limitado a 10 MB.'],
    [
      MESSAGES.proposals.completeFailed(42),
      'Ocorreu um erro ao tentar concretizar a oportunidade #42',
    ],
    [MESSAGES.proposals.deleteFailed(7), 'Ocorreu um erro ao tentar excluir a oportunidade #7'],
    [
      MESSAGES.customers.updateFailed('Prefeitura de Jundiaí'),
      'Não foi possível atualizar o cliente Prefeitura de Jundiaí, tente novamente!',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('API error codes', () => {
  const EXPECTED: [string, number, string][] = [
    ['validation_failed', 400, 'Dados inválidos.'],
    ['unauthenticated', 401, 'Faça login para continuar.'],
    ['session_expired', 401, 'Sessão expirada, por favor realize o login novamente'],
    ['forbidden', 403, 'Você não tem permissão para realizar esta ação.'],
    ['not_found', 404, 'Registro não encontrado.'],
    ['route_not_found', 404, 'Rota não encontrada.'],
    ['conflict', 409, 'Este registro conflita com outro já existente.'],
    ['payload_too_large', 413, 'O conteúdo enviado excede o tamanho permitido.'],
    ['unsupported_media_type', 415, 'Tipo de arquivo não permitido.'],
    ['too_many_requests', 429, 'Muitas tentativas. Tente novamente em 15 minutos.'],
    ['invalid_characters', 400, 'O texto enviado contém caracteres não permitidos.'],
    ['bad_request', 400, 'Requisição inválida.'],
    ['invalid_url', 400, 'O endereço da requisição é inválido.'],
    ['request_timeout', 408, 'A requisição demorou demais para chegar. Tente novamente.'],
    ['uri_too_long', 414, 'O endereço da requisição é longo demais.'],
    ['headers_too_large', 431, 'Os cabeçalhos da requisição são grandes demais.'],
    ['unsupported_content_encoding', 415, 'Codificação de conteúdo não suportada.'],
    ['invalid_content_encoding', 400, 'O conteúdo enviado não pôde ser descompactado.'],
    ['internal', 500, 'Ocorreu um erro inesperado. Tente novamente mais tarde.'],
    ['bad_gateway', 502, 'Um serviço externo não respondeu. Tente novamente mais tarde.'],
    [
      'service_unavailable',
      503,
      'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
    ],
  ];

  it('lists every code the API answers, each once here', () => {
    expect(EXPECTED.map(([code]) => code).sort()).toEqual([...API_ERROR_CODES].sort());
  });

  it.each(EXPECTED)('%s → %s', (code, status, message) => {
    const known = code as (typeof API_ERROR_CODES)[number];
    expect(API_ERROR_STATUS[known]).toBe(status);
    expect(API_ERROR_MESSAGES[known]).toBe(message);
  });
});
