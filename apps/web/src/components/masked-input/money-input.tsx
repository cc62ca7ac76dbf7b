import { NumberInput, type NumberInputProps } from '@mantine/core';

export type MoneyValue = number | string;

export type MoneyInputProps = Omit<
  NumberInputProps,
  'thousandSeparator' | 'decimalSeparator' | 'prefix' | 'decimalScale' | 'fixedDecimalScale'
>;

/** An amount in reais shown as R$ 1.234,56; the value is a number, or '' when empty. */
export function MoneyInput(props: MoneyInputProps) {
  return (
    <NumberInput
      thousandSeparator="."
      decimalSeparator=","
      prefix="R$ "
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}
