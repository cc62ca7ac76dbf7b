/** Display masks of Brazilian documents and phones, and the digits behind them. */
export { formatCep } from '../validators/cep.ts';
export { formatCnpj, normalizeCnpj } from '../validators/cnpj.ts';
export { formatCpf } from '../validators/cpf.ts';
export { formatPhone } from '../validators/phone.ts';
export { onlyAlphanumerics, onlyDigits } from '../validators/sanitize.ts';
