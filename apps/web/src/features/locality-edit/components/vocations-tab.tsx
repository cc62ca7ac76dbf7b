import { Checkbox, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVocationOptions } from '../../../components/selectors/api/get-vocation-options.ts';

const sameVocation = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/** Vocação Regional: a checkbox per vocation of the catalogue (GET regional-vocations). */
export function VocationsTab({
  vocations,
  onChange,
}: {
  vocations: readonly string[];
  onChange: (vocations: string[]) => void;
}) {
  const { t } = useTranslation();
  const options = useVocationOptions();
  if (options.isPending) return <Skeleton height={160} />;
  if (!options.data?.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('localityEdit.vocations.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {options.data.map((option) => {
        const checked = vocations.some((vocation) => sameVocation(vocation, option.label));
        return (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={checked}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked
                  ? [...vocations, option.label]
                  : vocations.filter((vocation) => !sameVocation(vocation, option.label)),
              )
            }
          />
        );
      })}
    </SimpleGrid>
  );
}
