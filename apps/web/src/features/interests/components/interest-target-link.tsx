import { Anchor } from '@mantine/core';
import type { Interest } from '@oportuna/domain/interests';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

const hrefOf = (target: Interest['target']) => {
  switch (target.kind) {
    case 'proposal':
      return paths.proposals.detail.getHref(target.id);
    case 'city':
      return paths.cities.detail.getHref(target.id);
    case 'state':
      return paths.states.detail.getHref(target.id);
  }
};

/** What the interest is in: 'Oportunidade #12 Distrito…', 'Cidade Bauru', 'Estado São Paulo'. */
export function InterestTargetLink({ target }: { target: Interest['target'] }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={hrefOf(target)} size="sm">
      {t(`interests.target.${target.kind}`, { id: target.id, name: target.name })}
    </Anchor>
  );
}
