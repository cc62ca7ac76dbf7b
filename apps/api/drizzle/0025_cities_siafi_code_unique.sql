DROP INDEX "cities_siafi_code_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "cities_siafi_code_key" ON "cities" USING btree ("siafi_code");