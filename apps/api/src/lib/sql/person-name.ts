/**
 * A partner's name as a person's identity compares it (the Receita importer's `person_key`:
 * six CPF digits, a colon, this): spaces collapsed, accents dropped, upper case. `value` is
 * the SQL expression of the name.
 */
export const personNameSql = (value: string): string =>
  `upper(immutable_unaccent(regexp_replace(btrim(${value}), '\\s+', ' ', 'g')))`;
