ALTER TABLE "possible_link_dismissals" DROP CONSTRAINT "possible_link_dismissals_pk";--> statement-breakpoint
ALTER TABLE "possible_link_dismissals" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "possible_link_dismissals" ADD CONSTRAINT "possible_link_dismissals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "possible_link_dismissals" ADD CONSTRAINT "possible_link_dismissals_key" UNIQUE NULLS NOT DISTINCT("person_name","uf","company_cnpj_basico","customer_id");--> statement-breakpoint
-- Until now every dismissal hid its link from everyone. One made by an administrator of a
-- customer now hides it from that customer's users only (the customer the author belongs to
-- now); one made by the superadmin, or by an author no longer known, stays for everyone.
UPDATE "possible_link_dismissals" AS d SET "customer_id" = u."customer_id"
  FROM "users" AS u
  WHERE u."id" = d."dismissed_by" AND u."customer_id" IS NOT NULL
    AND NOT ('ROLE_SUPERADMIN' = ANY (u."roles"));
