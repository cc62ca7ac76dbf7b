import { TextInput, type TextInputProps } from '@mantine/core';
import { type MaskName, maskValue, unmaskValue } from './masks.ts';

export interface MaskedInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  mask: MaskName;
  /** The digits (punctuation is ignored), as forms keep them and the API stores them. */
  value: string;
  /** Called with the digits the mask accepted. */
  onChange: (digits: string) => void;
}

/** A text input that shows its digits through a mask (CNPJ, CEP, phone). */
export function MaskedInput({ mask, value, onChange, ...props }: MaskedInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={maskValue(mask, value)}
      onChange={(event) => onChange(unmaskValue(mask, event.currentTarget.value))}
    />
  );
}
