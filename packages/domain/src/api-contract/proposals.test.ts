import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages.ts';
import { formatZodIssues } from '../zod/format-zod-issues.ts';
import {
  companyProposalInputSchema,
  projectInvestmentSchema,
  proposalUpdateSchema,
} from './proposals.ts';

const aboveTotal = MESSAGES.validation.requiredInvestmentAboveTotal;

const companyPayload = (total: unknown, required: unknown, description = 'Ampliação') => ({
  type: 'company',
  name: 'Nova linha',
  project: {
    total,
    required_investment: required,
    description,
    category: 'expansion',
    company: { name: 'Empresa', federal_tax_id: '11222333000181', main_activity: '2511000' },
  },
});

describe('required investment within the total', () => {
  it.each([
    ['R$ 1.500.000,00', 'R$ 50.000.000,00', false],
    [1_500_000, 1_500_000.01, false],
    [1_500_000, 1_500_000, true],
    ['R$ 50.000.000,00', 'R$ 1.500.000,00', true],
    [0, 0, true],
  ])('total %s, required %s → accepted: %s', (total, required, ok) => {
    const checked = projectInvestmentSchema.safeParse({ total, required_investment: required });
    expect(checked.success).toBe(ok);
    if (!checked.success) {
      expect(formatZodIssues(checked.error)).toEqual({ required_investment: aboveTotal });
    }
  });

  it('refuses it in the create and the update payloads, on the required amount', () => {
    for (const schema of [companyProposalInputSchema, proposalUpdateSchema]) {
      const checked = schema.safeParse(companyPayload('R$ 1.500.000,00', 'R$ 50.000.000,00'));
      expect(checked.success).toBe(false);
      expect(formatZodIssues(checked.error ?? { issues: [] })).toEqual({
        'project.required_investment': aboveTotal,
      });
    }
  });

  it('says so alongside the other problems of the project', () => {
    const checked = companyProposalInputSchema.safeParse(companyPayload(1, 2, 'x'.repeat(501)));
    expect(formatZodIssues(checked.error ?? { issues: [] })).toEqual({
      'project.description': 'Deve ter no máximo 500 caracteres',
      'project.required_investment': aboveTotal,
    });
  });

  it('leaves an amount that is not money to its own message', () => {
    const checked = projectInvestmentSchema.safeParse({ total: 'muito', required_investment: 5 });
    expect(formatZodIssues(checked.error ?? { issues: [] })).toEqual({
      total: MESSAGES.validation.invalidMoney,
    });
  });
});
