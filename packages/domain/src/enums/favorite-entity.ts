export const FAVORITE_ENTITIES = [
  'proposal',
  'customer',
  'city',
  'company',
  'politician',
  'state',
  'interest',
] as const;

export type FavoriteEntity = (typeof FAVORITE_ENTITIES)[number];

export const FAVORITE_ENTITY_LABELS: Record<FavoriteEntity, string> = {
  proposal: 'Oportunidade',
  customer: 'Cliente',
  city: 'Cidade',
  company: 'Empresa',
  politician: 'Político',
  state: 'Estado',
  interest: 'Interesse',
};

export type GrammaticalGender = 'feminine' | 'masculine';

/** The gender of each label, which the words around it agree with ('Estado adicionado'). */
export const FAVORITE_ENTITY_GENDERS: Record<FavoriteEntity, GrammaticalGender> = {
  proposal: 'feminine',
  customer: 'masculine',
  city: 'feminine',
  company: 'feminine',
  politician: 'masculine',
  state: 'masculine',
  interest: 'masculine',
};
