-- The city list's page is found in city_facts alone (decision 0018): besides the indicators,
-- each row carries what the list filters and sorts by of the city itself (state, UF, IBGE code,
-- name key, seat) and how many municipalities there are, the unfiltered list's total.
DROP MATERIALIZED VIEW city_facts;--> statement-breakpoint
CREATE MATERIALIZED VIEW city_facts AS
SELECT
  c.id AS city_id,
  c.state_id,
  s.uf,
  c.code,
  c.name_key,
  c.location,
  (count(*) over ())::int AS municipalities,
  max(i.value_number) filter (where i.indicator = 'populacao_estimada') as "populacao_estimada",
  max(i.value_number) filter (where i.indicator = 'taxa_escolarizacao') as "taxa_escolarizacao",
  max(i.value_number) filter (where i.indicator = 'idhm') as "idhm",
  max(i.value_number) filter (where i.indicator = 'salario_medio_mensal') as "salario_medio_mensal",
  max(i.value_number) filter (where i.indicator = 'percentual_rendimento_nominal') as "percentual_rendimento_nominal",
  max(i.value_number) filter (where i.indicator = 'total_despesas') as "total_despesas",
  max(i.value_number) filter (where i.indicator = 'total_receitas') as "total_receitas",
  max(i.value_number) filter (where i.indicator = 'percentual_receita_externa') as "percentual_receita_externa",
  max(i.value_number) filter (where i.indicator = 'pib_per_capta') as "pib_per_capta",
  max(i.value_number) filter (where i.indicator = 'pessoal_ocupado') as "pessoal_ocupado",
  max(i.value_number) filter (where i.indicator = 'populacao_ocupada') as "populacao_ocupada",
  max(i.value_number) filter (where i.indicator = 'arborizacao') as "arborizacao",
  max(i.value_number) filter (where i.indicator = 'urbanizacao') as "urbanizacao",
  max(i.value_number) filter (where i.indicator = 'densidade_demografica') as "densidade_demografica",
  max(i.value_number) filter (where i.indicator = 'anos_iniciais_ensino_fundamental') as "anos_iniciais_ensino_fundamental",
  max(i.value_number) filter (where i.indicator = 'matriculas_ensino_fundamental') as "matriculas_ensino_fundamental",
  max(i.value_number) filter (where i.indicator = 'matriculas_ensinoMedio') as "matriculas_ensinoMedio",
  max(i.value_number) filter (where i.indicator = 'docentes_ensino_fundamental') as "docentes_ensino_fundamental",
  max(i.value_number) filter (where i.indicator = 'docentes_ensino_medio') as "docentes_ensino_medio",
  max(i.value_number) filter (where i.indicator = 'escolas_ensino_fundamental') as "escolas_ensino_fundamental",
  max(i.value_number) filter (where i.indicator = 'escolas_ensino_medio') as "escolas_ensino_medio",
  max(i.value_number) filter (where i.indicator = 'mortalidade_infantil') as "mortalidade_infantil",
  max(i.value_number) filter (where i.indicator = 'internacao_diarreia') as "internacao_diarreia",
  max(i.value_number) filter (where i.indicator = 'estabelecimentos_sus') as "estabelecimentos_sus",
  max(i.value_number) filter (where i.indicator = 'unidade_territorial') as "unidade_territorial",
  max(i.value_number) filter (where i.indicator = 'esgotamento_sanitario') as "esgotamento_sanitario",
  max(i.value_text) filter (where i.indicator = 'bioma') as bioma,
  max(i.value_text) filter (where i.indicator = 'liberdade_economica') as liberdade_economica
FROM cities c
JOIN states s ON s.id = c.state_id
LEFT JOIN city_indicators i ON i.city_id = c.id
GROUP BY c.id, s.uf;--> statement-breakpoint
CREATE UNIQUE INDEX city_facts_city_id_key ON city_facts (city_id);--> statement-breakpoint
CREATE UNIQUE INDEX city_facts_code_key ON city_facts (code);--> statement-breakpoint
ANALYZE city_facts;
