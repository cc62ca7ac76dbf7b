-- Names sort as a Brazilian reads them, whatever the database's collation (decision 0027): by
-- their search key (lower-case, accents removed), ties by the name itself and then the CNPJ, the
-- texts compared byte by byte (collation "C"). The name orders' indexes (decision 0022) are
-- rebuilt on those terms, so that a page still walks one.
DROP INDEX "receita"."companies_name_idx";--> statement-breakpoint
DROP INDEX "receita"."companies_business_name_idx";--> statement-breakpoint
DROP INDEX "receita"."companies_business_name_desc_idx";--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "receita"."companies" USING btree (lower(immutable_unaccent("name")) COLLATE "C","name" COLLATE "C","cnpj") INCLUDE ("status","state","main_activity_code","company_size","share_capital","open_at","simples","mei","city_id","business_name");--> statement-breakpoint
CREATE INDEX "companies_business_name_idx" ON "receita"."companies" USING btree (lower(immutable_unaccent("business_name")) COLLATE "C","business_name" COLLATE "C","cnpj") INCLUDE ("status","state","main_activity_code","company_size","share_capital","open_at","simples","mei","city_id","name");--> statement-breakpoint
CREATE INDEX "companies_business_name_desc_idx" ON "receita"."companies" USING btree (lower(immutable_unaccent("business_name")) COLLATE "C" DESC NULLS LAST,"business_name" COLLATE "C" DESC NULLS LAST,"cnpj" DESC) INCLUDE ("status","state","main_activity_code","company_size","share_capital","open_at","simples","mei","city_id","name");
