import { InputBase, type TextInputProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';
import { MASKS, type MaskName } from './masks.ts';

export interface MaskedInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  mask: MaskName;
  /** The digits, as forms keep them and the API stores them. */
  value: string;
  /** Called with the digits the mask accepted. */
  onChange: (digits: string) => void;
}

/** A text input that shows its digits through a mask (CNPJ, CEP, phone). */
export function MaskedInput({ mask, value, onChange, ...props }: MaskedInputProps) {
  return (
    <InputBase
      inputMode="numeric"
      autoComplete="off"
      {...props}
      component={IMaskInput}
      {...MASKS[mask]}
      unmask
      value={value}
      // imask also accepts when the value is set from outside; only report a change.
      onAccept={(digits: string) => {
        if (digits !== value) onChange(digits);
      }}
    />
  );
}
