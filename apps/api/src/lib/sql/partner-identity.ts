/**
 * Who a partner row is, across all the companies it holds: `p:<person key>` for a person (six
 * CPF digits and the normalised name), `c:<CNPJ root>` for a company, `f:<name>` for anyone
 * else (foreign, or a person Receita gives no CPF for). `row` qualifies the columns.
 */
export const partnerIdentitySql = (row: string): string => `case
  when ${row}.person_key is not null then 'p:' || ${row}.person_key
  when ${row}.partner_cnpj_basico is not null then 'c:' || ${row}.partner_cnpj_basico
  else 'f:' || ${row}.name end`;
