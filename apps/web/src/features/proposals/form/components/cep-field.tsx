import { Loader } from '@mantine/core';
import { FIELD_LIMITS } from '@oportuna/domain/limits';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../../components/masked-input/masked-input.tsx';
import type { MaskName } from '../../../../components/masked-input/masks.ts';
import { useCepLookup } from '../hooks/use-cep-lookup.ts';
import type { FoundAddress } from '../lib/lookup-results.ts';

export interface CepFieldProps {
  value: string;
  onChange: (digits: string) => void;
  onFound: (address: FoundAddress) => void;
  error?: string | undefined;
  /** 99999-999 in the wizard, 99.999-999 in the editor. */
  mask?: Extract<MaskName, 'cep' | 'cepDotted'>;
  notFoundMessage?: string;
  disabled?: boolean;
  onBlur?: () => void;
}

/** The postal code, looked up once its eighth digit is typed. */
export function CepField({
  value,
  onChange,
  onFound,
  error,
  mask = 'cep',
  notFoundMessage,
  disabled = false,
  onBlur,
}: CepFieldProps) {
  const { t } = useTranslation();
  const { loading, lookup } = useCepLookup(onFound, notFoundMessage);
  return (
    <MaskedInput
      label={t('proposalForm.fields.zip')}
      mask={mask}
      value={value}
      onChange={(digits) => {
        onChange(digits);
        if (digits !== value && digits.length === FIELD_LIMITS.cepDigits) lookup(digits);
      }}
      onBlur={onBlur}
      error={error}
      withAsterisk
      disabled={disabled}
      rightSection={
        loading ? <Loader size="xs" aria-label={t('proposalForm.lookups.searchingCep')} /> : null
      }
    />
  );
}
