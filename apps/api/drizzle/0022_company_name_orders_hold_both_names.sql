-- The name orders' indexes also include the other name (decision 0022): a page of a name
-- search by razão social or nome fantasia then checks the name on the entries it walks, as it
-- checks every other filter, and reads no row.
DROP INDEX "receita"."companies_name_idx";--> statement-breakpoint
DROP INDEX "receita"."companies_business_name_idx";--> statement-breakpoint
DROP INDEX "receita"."companies_business_name_desc_idx";--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "receita"."companies" USING btree ("name","cnpj") INCLUDE ("status","state","main_activity_code","company_size","share_capital","open_at","simples","mei","city_id","business_name");--> statement-breakpoint
CREATE INDEX "companies_business_name_idx" ON "receita"."companies" USING btree ("business_name","cnpj") INCLUDE ("status","state","main_activity_code","company_size","share_capital","open_at","simples","mei","city_id","name");--> statement-breakpoint
CREATE INDEX "companies_business_name_desc_idx" ON "receita"."companies" USING btree ("business_name" DESC NULLS LAST,"cnpj" DESC) INCLUDE ("status","state","main_activity_code","company_size","share_capital","open_at","simples","mei","city_id","name");
