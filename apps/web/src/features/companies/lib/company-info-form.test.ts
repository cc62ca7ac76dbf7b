import { FIELD_LIMITS } from '@oportuna/domain/limits';
import { describe, expect, it } from 'vitest';
import { aCompanyDetail } from '../testing/a-company.ts';
import {
  type CompanyInfoValues,
  checkInfo,
  companyToInfoValues,
  contactRuleMessage,
  EMPTY_CONTACT,
  infoPayload,
  tabOfField,
} from './company-info-form.ts';

const RULE = 'Preencha os seguintes dados: Nome, Cargo, Email e Celular';

const filled = {
  name: 'João Lima',
  responsibility: 'Diretor',
  phone: '1432345678',
  mobile_phone: '14998765432',
  mobile_phone_2: '',
  email: 'joao@ceramicabauru.com.br',
  site: 'https://ceramicabauru.com.br',
  linkedin: 'https://www.linkedin.com/company/ceramica-bauru',
};

const values = (contact = EMPTY_CONTACT): CompanyInfoValues => ({
  logo: null,
  description: null,
  contact,
  otherContacts: [],
  multimedia: [],
});

describe('the main contact rule', () => {
  it('asks for nothing while no name is typed', () => {
    expect(contactRuleMessage(EMPTY_CONTACT)).toBeNull();
    expect(contactRuleMessage({ ...EMPTY_CONTACT, email: 'a@b.com' })).toBeNull();
  });

  it.each([['responsibility'], ['email'], ['mobile_phone']] as const)(
    'once a name is typed, wants the %s too',
    (missing) => {
      expect(contactRuleMessage({ ...filled, [missing]: ' ' })).toBe(RULE);
      expect(checkInfo(values({ ...filled, [missing]: '' }))).toEqual({
        ok: false,
        errors: { 'contact.name': RULE },
      });
    },
  );

  it('takes a name with role, e-mail and mobile phone', () => {
    expect(contactRuleMessage({ ...filled, phone: '', site: '' })).toBeNull();
  });
});

describe('the info payload', () => {
  it('holds every field of the form', () => {
    const check = checkInfo({
      logo: { path: 'logos/ceramica.png', url: '/api/files/logos/ceramica.png' },
      description: 'Fábrica de pisos',
      contact: filled,
      otherContacts: [],
      multimedia: [
        { path: 'a/fachada.jpg', type: 'image', name: 'fachada.jpg', url: '/x' },
        { path: 'a/catalogo.pdf', type: 'document', name: 'catalogo.pdf', url: '/y' },
      ],
    });
    expect(check).toEqual({
      ok: true,
      payload: {
        logo: 'logos/ceramica.png',
        description: 'Fábrica de pisos',
        contacts: [{ ...filled, mobile_phone_2: null }],
        multimedia: [
          { path: 'a/fachada.jpg', type: 'image', name: 'fachada.jpg' },
          { path: 'a/catalogo.pdf', type: 'document', name: 'catalogo.pdf' },
        ],
      },
    });
  });

  it('leaves out a main contact with nothing typed', () => {
    expect(infoPayload(values()).contacts).toEqual([]);
  });

  it('names the field the contract refuses', () => {
    const check = checkInfo(values({ ...filled, email: 'joao@' }));
    expect(check.ok).toBe(false);
    expect(!check.ok && Object.keys(check.errors)).toEqual(['contact.email']);
  });

  it('comes back from the stored company as it was sent', () => {
    const payload = infoPayload({
      ...values(filled),
      logo: { path: 'logos/c.png', url: '' },
      description: 'Fábrica de pisos.\n\nDesde 1998.',
      multimedia: [{ path: 'v.mp4', type: 'video', name: 'v.mp4', url: '' }],
    });
    const stored = aCompanyDetail({
      info: {
        logo: payload.logo,
        description: payload.description,
        contacts: payload.contacts.map((contact, index) => ({ id: index + 1, ...contact })),
        multimedia: payload.multimedia.map((media, index) => ({ id: index + 1, ...media })),
      },
    });
    expect(infoPayload(companyToInfoValues(stored))).toEqual(payload);
  });

  it('sends a blank description as null', () => {
    expect(infoPayload({ ...values(), description: ' \n ' }).description).toBeNull();
  });

  it('caps the description where the contract does, and shows its error on Logomarca', () => {
    const max = FIELD_LIMITS.companyDescriptionMax;
    expect(checkInfo({ ...values(), description: 'a'.repeat(max) }).ok).toBe(true);
    const check = checkInfo({ ...values(), description: 'a'.repeat(max + 1) });
    expect(!check.ok && Object.keys(check.errors)).toEqual(['description']);
    expect(tabOfField('description')).toBe(0);
  });
});
