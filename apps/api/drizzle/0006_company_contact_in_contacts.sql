-- A private opportunity's contact was kept only in company_contact, which no screen read. It
-- becomes the first of its proposal_contacts, unless the same person is listed there already.
WITH moved AS (
  SELECT p.id,
    nullif(trim(p.company_contact->>'name'), '') AS name,
    nullif(trim(p.company_contact->>'email'), '') AS email,
    nullif(left(regexp_replace(coalesce(p.company_contact->>'phone', ''), '\D', '', 'g'), 11), '') AS phone,
    nullif(left(regexp_replace(coalesce(p.company_contact->>'cell_phone', ''), '\D', '', 'g'), 11), '') AS cell_phone,
    nullif(trim(coalesce(p.company_contact->>'role', p.company_contact->>'responsibility')), '') AS responsibility,
    nullif(trim(p.company_contact->>'site'), '') AS site
  FROM proposals p
  WHERE p.company_contact IS NOT NULL
    AND NOT EXISTS (
      SELECT 1 FROM proposal_contacts pc
      WHERE pc.proposal_id = p.id
        AND pc.name IS NOT DISTINCT FROM nullif(trim(p.company_contact->>'name'), '')
        AND pc.email IS NOT DISTINCT FROM nullif(trim(p.company_contact->>'email'), '')
    )
), kept AS (
  SELECT * FROM moved
  WHERE coalesce(name, email, phone, cell_phone, responsibility, site) IS NOT NULL
), shifted AS (
  UPDATE proposal_contacts pc SET position = pc.position + 1
  FROM kept WHERE pc.proposal_id = kept.id
  RETURNING pc.id
)
INSERT INTO proposal_contacts (proposal_id, name, email, phone, cell_phone, responsibility, site, position)
SELECT id, name, email, phone, cell_phone, responsibility, site, 0 FROM kept;--> statement-breakpoint
ALTER TABLE "proposals" DROP COLUMN "company_contact";
