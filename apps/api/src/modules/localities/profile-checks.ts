import {
  bytesToMegabytes,
  type LocalityProfileInput,
  MESSAGES,
  UPLOAD_MAX_BYTES,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { canEnableLocality } from '../../lib/customer-scope.ts';
import { forbidden, invalidInput } from '../../lib/errors.ts';
import { checkIndustrialArea } from './industrial-area.ts';
import {
  activeUserOfCustomer,
  attachableFiles,
  benefitTypeIds,
  type ChildRows,
  cityBoundary,
  cityState,
  type Place,
  type StoredFile,
  vocationIdsByDescription,
} from './localities-write-queries.ts';

const M = MESSAGES.localities;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const ATTACHMENT_TYPES = [...IMAGE_TYPES, 'application/pdf', 'video/mp4'];

/** What a checked payload writes, besides its own columns. */
export type CheckedProfile = {
  children: ChildRows;
  files: Map<string, StoredFile>;
  /** The industrial area to store: undefined keeps the saved one, null removes it. */
  industrialArea: { feature: unknown } | null | undefined;
};

/** A file's destination limits (spec 2 §5): type and size, whatever purpose it was sent with. */
function fileProblem(file: StoredFile, rule: { maxBytes: number; types: string[] }) {
  if (!rule.types.includes(file.mimeType)) return M.fileNotImage;
  if (file.size > rule.maxBytes) return M.fileTooLarge(bytesToMegabytes(rule.maxBytes));
  return null;
}

/**
 * Checks what a payload names against the database (rules of spec 2 §4 and §5), answering 400
 * with the offending field: the responsible editor, incentives, vocations, the city hall's
 * city, the files and the industrial area.
 */
export async function checkProfile(
  db: Db,
  actor: Actor,
  place: Place,
  saved: { logo: string | null; responsibleUserId: number | null; attached: Set<string> },
  input: LocalityProfileInput,
): Promise<CheckedProfile> {
  if (input.responsible_id !== undefined && input.responsible_id !== saved.responsibleUserId) {
    if (
      !canEnableLocality(
        actor,
        place.kind === 'city' ? { cityId: place.id } : { stateId: place.id },
      )
    )
      throw forbidden('locality_responsible_forbidden', M.responsibleForbidden);
    if (
      input.responsible_id !== null &&
      (place.customerId === null ||
        !(await activeUserOfCustomer(db, input.responsible_id, place.customerId)))
    ) {
      throw invalidInput({ responsible_id: M.responsibleInvalid });
    }
  }

  const types = await benefitTypeIds(db);
  const seenTypes = new Set<string>();
  input.benefits.forEach((benefit, index) => {
    if (seenTypes.has(benefit.type))
      throw invalidInput({ [`benefits.${index}.type`]: M.duplicateBenefit });
    seenTypes.add(benefit.type);
  });

  const vocationIds = await vocationIdsByDescription(
    db,
    input.vocations.map((v) => v.description),
  );
  const checkedVocations: number[] = [];
  input.vocations.forEach((vocation, index) => {
    const id = vocationIds.get(vocation.description.toLowerCase());
    if (id === undefined)
      throw invalidInput({ [`vocations.${index}.description`]: M.unknownVocation });
    if (checkedVocations.includes(id))
      throw invalidInput({ [`vocations.${index}.description`]: M.duplicateVocation });
    checkedVocations.push(id);
  });

  const hallCityId = input.city_hall?.city_id ?? null;
  if (hallCityId !== null) {
    const city = await cityState(db, hallCityId);
    if (!city) throw invalidInput({ 'city_hall.city_id': M.cityNotFound });
    if (place.kind === 'city' && city.id !== place.id)
      throw invalidInput({ 'city_hall.city_id': M.cityHallOutsideCity });
    if (place.kind === 'state' && city.stateId !== place.id)
      throw invalidInput({ 'city_hall.city_id': M.cityHallOutsideState });
  }

  const files = await checkFiles(db, actor, place, saved, input);

  let industrialArea: CheckedProfile['industrialArea'];
  if (input.industrial_area === null) industrialArea = null;
  else if (input.industrial_area !== undefined) {
    if (place.kind === 'state') throw invalidInput({ industrial_area: M.stateHasNoIndustrialArea });
    const checked = checkIndustrialArea(input.industrial_area, await cityBoundary(db, place.code));
    if (!checked.ok) throw invalidInput({ industrial_area: checked.message });
    industrialArea = { feature: checked.feature };
  }

  return {
    children: {
      benefits: input.benefits.map((b) => {
        const land = b.type === 'terreno';
        return {
          benefitTypeId: types.get(b.type) as number,
          description: b.description,
          identification: land ? b.identification : null,
          areaM2: land ? b.area : null,
          estimatedValue: land ? b.estimated_value : null,
          restrictions: land ? b.restrictions : null,
          urlMap: land ? b.url_map : null,
        };
      }),
      contacts: input.contacts.map((c, position) => ({
        name: c.name,
        responsibility: c.responsibility,
        phone: c.phone,
        mobilePhone: c.mobile_phone,
        mobilePhone2: c.mobile_phone_2,
        email: c.email,
        linkedin: c.linkedin,
        position,
      })),
      vocationIds: checkedVocations,
    },
    files,
    industrialArea,
  };
}

/**
 * The logo, images and attachments not yet on the profile must be uploads of the locality's customer or of the
 * caller (the superadmin: their own), within their destination's type and size; the saved
 * logo may be sent back as it is.
 */
async function checkFiles(
  db: Db,
  actor: Actor,
  place: Place,
  saved: { logo: string | null; attached: Set<string> },
  input: LocalityProfileInput,
) {
  const logo = input.logo && input.logo !== saved.logo ? input.logo : null;
  const pending = (list: { path: string }[]) =>
    list.flatMap((file, index) => (saved.attached.has(file.path) ? [] : [{ ...file, index }]));
  const images = pending(input.images);
  const multimedia = pending(input.multimedia);
  const paths = [
    ...(logo ? [logo] : []),
    ...images.map((i) => i.path),
    ...multimedia.map((m) => m.path),
  ];
  const found = await attachableFiles(db, paths, {
    customerId: place.customerId,
    userId: actor.userId,
  });
  const check = (path: string, field: string, rule: { maxBytes: number; types: string[] }) => {
    const file = found.get(path);
    if (!file) throw invalidInput({ [field]: M.fileMissing });
    const problem = fileProblem(file, rule);
    if (problem) throw invalidInput({ [field]: problem });
  };
  if (logo) check(logo, 'logo', { maxBytes: UPLOAD_MAX_BYTES.logo, types: IMAGE_TYPES });
  const imageMax = place.kind === 'city' ? UPLOAD_MAX_BYTES.cityImage : UPLOAD_MAX_BYTES.stateImage;
  for (const image of images) {
    check(image.path, `images.${image.index}.path`, { maxBytes: imageMax, types: IMAGE_TYPES });
  }
  for (const m of multimedia) {
    check(m.path, `multimedia.${m.index}.path`, {
      maxBytes: UPLOAD_MAX_BYTES.attachment,
      types: ATTACHMENT_TYPES,
    });
  }
  return found;
}
