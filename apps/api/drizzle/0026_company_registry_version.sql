CREATE TABLE "company_registry_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_registry_version" ADD CONSTRAINT "company_registry_version_one_row" CHECK ("id");--> statement-breakpoint
INSERT INTO "company_registry_version" ("id", "version") VALUES (true, 1);--> statement-breakpoint
-- Any statement that writes the registry moves the number on, in its own transaction: a
-- reader that finds the same number before and after reading the registry read it unchanged.
-- A release swapped in gets a new table: the swap creates this trigger on it and moves the
-- number on itself (importers/receita/load-receita.ts).
CREATE FUNCTION company_registry_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.company_registry_version SET version = version + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER companies_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON receita.companies
  FOR EACH STATEMENT EXECUTE FUNCTION company_registry_changed();
