DROP INDEX "receita"."companies_share_capital_idx";--> statement-breakpoint
DROP INDEX "receita"."companies_share_capital_asc_idx";--> statement-breakpoint
DROP INDEX "receita"."companies_name_idx";--> statement-breakpoint
DROP INDEX "receita"."companies_business_name_idx";--> statement-breakpoint
DROP INDEX "receita"."companies_business_name_desc_idx";--> statement-breakpoint
DROP INDEX "receita"."companies_city_name_idx";--> statement-breakpoint
DROP INDEX "receita"."companies_city_name_desc_idx";--> statement-breakpoint
DROP INDEX "receita"."companies_open_at_idx";--> statement-breakpoint
DROP INDEX "receita"."companies_open_at_desc_idx";--> statement-breakpoint
-- The orders' indexes again, each with the filter columns included (decision 0016): a page
-- that walks an order checks its filter on the entries and reads rows only for those that pass.
CREATE INDEX "companies_share_capital_idx" ON "receita"."companies" USING btree ("share_capital" DESC NULLS LAST,"cnpj" DESC) INCLUDE ("status","state","main_activity_code","company_size","open_at","simples","mei","city_id");--> statement-breakpoint
CREATE INDEX "companies_share_capital_asc_idx" ON "receita"."companies" USING btree ("share_capital","cnpj") INCLUDE ("status","state","main_activity_code","company_size","open_at","simples","mei","city_id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "receita"."companies" USING btree ("name","cnpj") INCLUDE ("status","state","main_activity_code","company_size","share_capital","open_at","simples","mei","city_id");--> statement-breakpoint
CREATE INDEX "companies_business_name_idx" ON "receita"."companies" USING btree ("business_name","cnpj") INCLUDE ("status","state","main_activity_code","company_size","share_capital","open_at","simples","mei","city_id");--> statement-breakpoint
CREATE INDEX "companies_business_name_desc_idx" ON "receita"."companies" USING btree ("business_name" DESC NULLS LAST,"cnpj" DESC) INCLUDE ("status","state","main_activity_code","company_size","share_capital","open_at","simples","mei","city_id");--> statement-breakpoint
CREATE INDEX "companies_city_name_idx" ON "receita"."companies" USING btree ("city_name","cnpj") INCLUDE ("status","state","main_activity_code","company_size","share_capital","open_at","simples","mei","city_id");--> statement-breakpoint
CREATE INDEX "companies_city_name_desc_idx" ON "receita"."companies" USING btree ("city_name" DESC NULLS LAST,"cnpj" DESC) INCLUDE ("status","state","main_activity_code","company_size","share_capital","open_at","simples","mei","city_id");--> statement-breakpoint
CREATE INDEX "companies_open_at_idx" ON "receita"."companies" USING btree ("open_at","cnpj") INCLUDE ("status","state","main_activity_code","company_size","share_capital","simples","mei","city_id");--> statement-breakpoint
CREATE INDEX "companies_open_at_desc_idx" ON "receita"."companies" USING btree ("open_at" DESC NULLS LAST,"cnpj" DESC) INCLUDE ("status","state","main_activity_code","company_size","share_capital","simples","mei","city_id");
