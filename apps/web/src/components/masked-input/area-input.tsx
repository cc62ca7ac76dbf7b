import { NumberInput, type NumberInputProps } from '@mantine/core';

export type AreaValue = number | string;

export type AreaInputProps = Omit<
  NumberInputProps,
  'thousandSeparator' | 'decimalSeparator' | 'decimalScale' | 'allowNegative'
>;

/** An area in square metres shown as 185.000 or 2.500,5; the value is a number, or '' when empty. */
export function AreaInput(props: AreaInputProps) {
  return (
    <NumberInput
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={2}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}
