ALTER TABLE "politicians" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED;--> statement-breakpoint
CREATE INDEX "politicians_name_key_idx" ON "politicians" USING btree ("name_key","id");--> statement-breakpoint
CREATE INDEX "cities_name_key_idx" ON "cities" USING btree ("name_key","id");