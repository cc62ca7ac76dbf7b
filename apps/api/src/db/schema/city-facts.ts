import {
  char,
  doublePrecision,
  integer,
  pgMaterializedView,
  point,
  text,
} from 'drizzle-orm/pg-core';

/**
 * One row per municipality with its indicators as columns (migration 0003), so that list
 * filters and sorts on several indicators are plain column predicates. It also carries what
 * the city list filters and sorts by of the city itself (migration 0018), so that a page is
 * found in this one relation, without joining cities and states. Refreshed after every
 * indicator and reference data load; declared here so that queries name its columns through
 * the schema.
 */
export const cityFacts = pgMaterializedView('city_facts', {
  cityId: integer('city_id').notNull(),
  stateId: integer('state_id').notNull(),
  uf: char('uf', { length: 2 }).notNull(),
  code: integer('code').notNull(),
  nameKey: text('name_key'),
  location: point('location', { mode: 'xy' }).notNull(),
  /** How many municipalities there are, the same on every row: the unfiltered list's total. */
  municipalities: integer('municipalities').notNull(),
  populacao_estimada: doublePrecision('populacao_estimada'),
  taxa_escolarizacao: doublePrecision('taxa_escolarizacao'),
  idhm: doublePrecision('idhm'),
  salario_medio_mensal: doublePrecision('salario_medio_mensal'),
  percentual_rendimento_nominal: doublePrecision('percentual_rendimento_nominal'),
  total_despesas: doublePrecision('total_despesas'),
  total_receitas: doublePrecision('total_receitas'),
  percentual_receita_externa: doublePrecision('percentual_receita_externa'),
  pib_per_capta: doublePrecision('pib_per_capta'),
  pessoal_ocupado: doublePrecision('pessoal_ocupado'),
  populacao_ocupada: doublePrecision('populacao_ocupada'),
  arborizacao: doublePrecision('arborizacao'),
  urbanizacao: doublePrecision('urbanizacao'),
  densidade_demografica: doublePrecision('densidade_demografica'),
  anos_iniciais_ensino_fundamental: doublePrecision('anos_iniciais_ensino_fundamental'),
  matriculas_ensino_fundamental: doublePrecision('matriculas_ensino_fundamental'),
  matriculas_ensinoMedio: doublePrecision('matriculas_ensinoMedio'),
  docentes_ensino_fundamental: doublePrecision('docentes_ensino_fundamental'),
  docentes_ensino_medio: doublePrecision('docentes_ensino_medio'),
  escolas_ensino_fundamental: doublePrecision('escolas_ensino_fundamental'),
  escolas_ensino_medio: doublePrecision('escolas_ensino_medio'),
  mortalidade_infantil: doublePrecision('mortalidade_infantil'),
  internacao_diarreia: doublePrecision('internacao_diarreia'),
  estabelecimentos_sus: doublePrecision('estabelecimentos_sus'),
  unidade_territorial: doublePrecision('unidade_territorial'),
  esgotamento_sanitario: doublePrecision('esgotamento_sanitario'),
  bioma: text('bioma'),
  liberdade_economica: text('liberdade_economica'),
}).existing();
