DROP INDEX "receita"."companies_status_idx";--> statement-breakpoint
-- The filters' cells (decision 0016): the registry's coded filters as the index's keys, the
-- other filter columns and the CNPJ included, so that a filter on them is matched in the index
-- alone, without reading a row. Replaces the index on status, its leading column.
CREATE INDEX "companies_filter_cells_idx" ON "receita"."companies" USING btree ("status","state","main_activity_code") INCLUDE ("company_size","share_capital","open_at","simples","mei","city_id","cnpj");
