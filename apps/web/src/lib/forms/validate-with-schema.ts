import { formatZodIssues } from '@oportuna/domain/validators';

type FormatZodIssuesInput = Parameters<typeof formatZodIssues>[0];

/** What the domain's zod schemas offer; the web app does not depend on zod directly. */
export interface ParsingSchema<Output> {
  safeParse(
    value: unknown,
  ): { success: true; data: Output } | { success: false; error: FormatZodIssuesInput };
}

export type FieldErrors = Readonly<Record<string, string>>;

export type ValidationResult<Output> =
  | { success: true; data: Output }
  | { success: false; errors: FieldErrors };

/**
 * Runs a domain schema over form values and answers either the parsed payload or the first
 * message per field (dotted path keys, `_root` for whole-form issues), as the API reports them.
 */
export function validateWithSchema<Output>(
  schema: ParsingSchema<Output>,
  values: unknown,
): ValidationResult<Output> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  return { success: false, errors: formatZodIssues(result.error) };
}

/**
 * Validates only some fields of a form, each with its own schema (a screen that asks for
 * less than the request schema checks). The other values pass through unchanged.
 */
export function validateFields<Values extends Record<string, unknown>>(
  fieldSchemas: { readonly [Field in keyof Values]?: ParsingSchema<Values[Field]> },
  values: Values,
): ValidationResult<Values> {
  const errors: Record<string, string> = {};
  const data: Record<string, unknown> = { ...values };
  for (const [field, schema] of Object.entries(fieldSchemas)) {
    if (!schema) continue;
    const result = validateWithSchema(schema as ParsingSchema<unknown>, values[field]);
    if (result.success) data[field] = result.data;
    else errors[field] = Object.values(result.errors)[0] ?? '';
  }
  return Object.keys(errors).length > 0
    ? { success: false, errors }
    : { success: true, data: data as Values };
}
