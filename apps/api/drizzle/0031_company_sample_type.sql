-- The kept sample (decision 0020) tells head offices (matrizes, type 1) from branches (filiais,
-- type 2): a list, an export or a map of head offices only is estimated from it too.
ALTER TABLE "company_sample" ADD COLUMN "type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_company_sample"("target" integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM company_sample;
  INSERT INTO company_sample (position, cnpj, name_key, business_name_key, status, state,
      main_activity_code, company_size, share_capital, open_at, simples, mei, city_id, type)
    SELECT row_number() OVER (ORDER BY d.draw, d.cnpj), d.cnpj,
           lower(immutable_unaccent(d.name)), lower(immutable_unaccent(d.business_name)),
           d.status, d.state, d.main_activity_code, d.company_size, d.share_capital, d.open_at,
           d.simples, d.mei, d.city_id, d.type
      FROM (SELECT c.*, hashtext(c.cnpj) & 1073741823 AS draw FROM receita.companies c) d
     WHERE d.draw::bigint * greatest((SELECT sum(total) FROM company_state_tallies), 1)
           < 1073741824::bigint * target;
  ANALYZE company_sample;
$$;--> statement-breakpoint
SELECT rebuild_company_sample(50000);
