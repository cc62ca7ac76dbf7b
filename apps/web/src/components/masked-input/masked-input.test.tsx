// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { formatCep, formatCnpj, formatPhone } from '@oportuna/domain/formatting';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme.ts';
import { MaskedInput } from './masked-input.tsx';
import type { MaskName } from './masks.ts';

afterEach(cleanup);

/** A form field as the wizard uses it: the state keeps the digits the input reports. */
function Field({
  mask,
  initial,
  onChange,
}: {
  mask: MaskName;
  initial: string;
  onChange: (digits: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <MaskedInput
      label="Campo"
      mask={mask}
      value={value}
      onChange={(digits) => {
        onChange(digits);
        setValue(digits);
      }}
    />
  );
}

function setup(mask: MaskName, initial = '') {
  const onChange = vi.fn<(digits: string) => void>();
  render(
    <MantineProvider theme={theme} env="test">
      <Field mask={mask} initial={initial} onChange={onChange} />
    </MantineProvider>,
  );
  const input = screen.getByLabelText<HTMLInputElement>('Campo');
  return { user: userEvent.setup(), input, onChange };
}

describe('MaskedInput', () => {
  it('masks a CNPJ typed digit by digit and reports the digits', async () => {
    const { user, input, onChange } = setup('cnpj');
    await user.type(input, '11222');
    expect(input.value).toBe('11.222');
    await user.type(input, '333000181');
    expect(input.value).toBe('11.222.333/0001-81');
    expect(onChange).toHaveBeenLastCalledWith('11222333000181');
    await user.type(input, '9');
    expect(input.value).toBe('11.222.333/0001-81');
  });

  it('keeps the digits of a pasted formatted CNPJ', async () => {
    const { user, input, onChange } = setup('cnpj');
    await user.click(input);
    await user.paste('60.374.658/0001-95');
    expect(input.value).toBe(formatCnpj('60374658000195'));
    expect(onChange).toHaveBeenLastCalledWith('60374658000195');
  });

  it('takes an alphanumeric CNPJ in upper case, and only digits as its check digits', async () => {
    const { user, input, onChange } = setup('cnpj');
    await user.type(input, '12abc34501de');
    expect(input.value).toBe('12.ABC.345/01DE');
    await user.type(input, 'x35');
    expect(input.value).toBe('12.ABC.345/01DE-35');
    expect(onChange).toHaveBeenLastCalledWith('12ABC34501DE35');
  });

  it('masks a CEP, with a hyphen or dotted', async () => {
    const cep = setup('cep');
    await cep.user.type(cep.input, '17012000');
    expect(cep.input.value).toBe(formatCep('17012000'));
    expect(cep.onChange).toHaveBeenLastCalledWith('17012000');
    cleanup();
    const dotted = setup('cepDotted');
    await dotted.user.type(dotted.input, '01310100');
    expect(dotted.input.value).toBe('01.310-100');
    expect(dotted.onChange).toHaveBeenLastCalledWith('01310100');
  });

  it('grows a landline into a mobile number on the 11th digit', async () => {
    const { user, input, onChange } = setup('phone');
    await user.type(input, '1');
    expect(input.value).toBe('(1');
    await user.type(input, '432345678');
    expect(input.value).toBe(formatPhone('1432345678'));
    expect(onChange).toHaveBeenLastCalledWith('1432345678');
    await user.type(input, '9');
    expect(input.value).toBe('(14) 32345-6789');
    expect(onChange).toHaveBeenLastCalledWith('14323456789');
    await user.type(input, '{Backspace}');
    expect(input.value).toBe('(14) 3234-5678');
  });

  it('refuses an area code starting with 0', async () => {
    const { user, input, onChange } = setup('phone');
    await user.type(input, '0');
    expect(input.value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(input, '11987654321');
    expect(input.value).toBe(formatPhone('11987654321'));
  });

  it('refuses letters, without showing the separator before them', async () => {
    const cnpj = setup('cnpj');
    await cnpj.user.type(cnpj.input, '1-2é.ç');
    expect(cnpj.input.value).toBe('12');
    expect(cnpj.onChange).toHaveBeenLastCalledWith('12');
    cleanup();
    const phone = setup('phone');
    await phone.user.type(phone.input, 'a');
    expect(phone.input.value).toBe('');
    await phone.user.type(phone.input, '14x');
    expect(phone.input.value).toBe('(14');
    expect(phone.onChange).toHaveBeenLastCalledWith('14');
  });

  it('keeps the digits of a pasted formatted phone', async () => {
    const { user, input, onChange } = setup('phone');
    await user.click(input);
    await user.paste('(14) 99123-4567');
    expect(input.value).toBe('(14) 99123-4567');
    expect(onChange).toHaveBeenLastCalledWith('14991234567');
  });

  it('refits the digits when one is deleted in the middle', async () => {
    const { user, input, onChange } = setup('cep', '17012000');
    await user.click(input);
    input.setSelectionRange(3, 3);
    await user.keyboard('{Backspace}');
    expect(input.value).toBe('17120-00');
    expect(onChange).toHaveBeenLastCalledWith('1712000');
  });

  it('shows stored digits masked without reporting a change', () => {
    const { input, onChange } = setup('phone', '11987654321');
    expect(input.value).toBe('(11) 98765-4321');
    expect(onChange).not.toHaveBeenCalled();
  });
});
