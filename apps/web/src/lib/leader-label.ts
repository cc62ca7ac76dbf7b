import type { CityListItem } from '@oportuna/domain/cities';

type Leader = CityListItem['mayor'];

/** A mayor or governor as 'NAME - PARTY' (the name alone without a party); null without one. */
export function leaderLabel(leader: Leader): string | null {
  if (!leader) return null;
  const party = leader.political_party?.abbreviation;
  return party ? `${leader.name} - ${party}` : leader.name;
}
