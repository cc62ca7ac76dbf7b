import {
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_LABELS,
  SHOWCASE_LIMITS,
  SHOWCASE_PAGE_TEXTS as TEXTS,
} from '@oportuna/domain';
import { ASSET_VERSION } from './showcase-assets.ts';
import type { ShowcasePageContent } from './showcase-content.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const EMPTY = `<p class="empty">${TEXTS.empty}</p>`;

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/vitrine/assets/page.css?v=${ASSET_VERSION}">
<script src="/vitrine/assets/page.js?v=${ASSET_VERSION}" defer></script>
</head>
<body>
${body}
</body>
</html>`;
}

const section = (id: string, title: string, inner: string) =>
  `<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2>${inner}</section>`;

const list = <T>(items: T[], item: (value: T) => string, className = '') =>
  items.length === 0
    ? EMPTY
    : `<ul${className ? ` class="${className}"` : ''}>${items.map((value) => `<li>${item(value)}</li>`).join('')}</ul>`;

function phoneText(digits: string | null) {
  if (!digits) return null;
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]} ${match[3]}` : digits;
}

function contactsHtml(contacts: ShowcasePageContent['contacts']) {
  return list(contacts, (c) => {
    const lines = [
      c.name ? `<strong>${escapeHtml(c.name)}</strong>` : '',
      c.responsibility ? escapeHtml(c.responsibility) : '',
      ...[c.phone, c.mobilePhone]
        .map(phoneText)
        .filter(Boolean)
        .map((p) => escapeHtml(p as string)),
      c.email ? `<a href="mailto:${escapeHtml(c.email)}">${escapeHtml(c.email)}</a>` : '',
      c.site && /^https?:\/\//i.test(c.site)
        ? `<a href="${escapeHtml(c.site)}" target="_blank" rel="noopener noreferrer">${escapeHtml(c.site)}</a>`
        : '',
    ].filter(Boolean);
    return lines.join('<br>');
  });
}

const field = (name: string, label: string, input: string, hint = '') =>
  `<div class="field"><label for="f-${name}">${label}</label>${input}${hint}<span class="error" data-error-for="${name}"></span></div>`;

const text = (name: string, max: number, attributes = '') =>
  `<input id="f-${name}" name="${name}" maxlength="${max}" ${attributes}>`;

function formHtml(code: number, projectCities: { id: number; name: string }[] | null) {
  const L = SHOWCASE_LIMITS;
  const F = TEXTS.form;
  const categories = PROJECT_CATEGORIES.map(
    (c) => `<option value="${c}">${escapeHtml(PROJECT_CATEGORY_LABELS[c])}</option>`,
  ).join('');
  return `<form id="submission" method="post" enctype="multipart/form-data" action="/api/showcase/${code}/submissions" data-lookup="/api/showcase/${code}/companies/" data-messages="${escapeHtml(JSON.stringify(TEXTS.script))}" novalidate>
<p>${F.intro}</p>
${field(
  'company_document',
  F.companyDocument,
  `<div class="row">${text('company_document', L.document, `required inputmode="numeric" autocomplete="off" placeholder="${F.examples.document}"`)}<button type="button" id="lookup">${F.lookup}</button></div>`,
)}
${field('company_name', F.companyName, text('company_name', L.companyName, 'required autocomplete="organization"'))}
${field('contact_name', F.contactName, text('contact_name', L.contactName, 'required autocomplete="name"'))}
${field('contact_email', F.contactEmail, text('contact_email', L.email, 'required type="email" autocomplete="email"'))}
${field('contact_phone', F.contactPhone, text('contact_phone', L.phone, `type="tel" autocomplete="tel" placeholder="${F.examples.phone}"`))}
${field('project_category', F.category, `<select id="f-project_category" name="project_category" required><option value="">${F.choose}</option>${categories}</select>`)}
${field('total_investment', F.investment, text('total_investment', L.money, `required inputmode="decimal" placeholder="${F.examples.money}"`))}
${
  projectCities
    ? field(
        'city_id',
        F.projectCity,
        `<select id="f-city_id" name="city_id" required><option value="">${F.choose}</option>${projectCities.map((c) => `<option value="${c.id}">${escapeHtml(c.name)}</option>`).join('')}</select>`,
      )
    : ''
}
${field('description', F.description, `<textarea id="f-description" name="description" maxlength="${L.description}" rows="5" required></textarea>`)}
${field(
  'attachments',
  F.attachments,
  `<input id="f-attachments" name="attachments" type="file" accept="image/jpeg,image/png" multiple data-max-files="${L.files}" data-max-bytes="${L.fileBytes}">`,
  `<small>${F.attachmentsHint(L.files, L.fileBytes / 1_000_000)}</small>`,
)}
<div class="trap" aria-hidden="true"><label for="f-website">${F.honeypot}</label><input id="f-website" name="website" tabindex="-1" autocomplete="off"></div>
<p class="status" id="status" role="status" aria-live="polite"></p>
<button type="submit" class="primary">${F.send}</button>
</form>`;
}

/** The public showcase of a locality: server-rendered, no sign-in, only approved content. */
export function renderShowcasePage(content: ShowcasePageContent) {
  const S = TEXTS.sections;
  const description = content.description
    ? `<p class="description">${escapeHtml(content.description)}</p>`
    : EMPTY;
  const area = content.industrialArea
    ? `${content.industrialArea.svg ? `<figure class="map">${content.industrialArea.svg}<figcaption>${TEXTS.industrialAreaCaption(String(content.industrialArea.hectares))}</figcaption></figure>` : ''}`
    : EMPTY;
  const body = `<header>
${content.logoUrl ? `<img class="logo" src="${escapeHtml(content.logoUrl)}" alt="">` : ''}
<div><p class="kicker">${TEXTS.kicker}</p><h1>${escapeHtml(content.title)}</h1></div>
</header>
<main>
${section('perfil', S.profile, description)}
${section(
  'indicadores',
  S.indicators,
  content.indicators.length === 0
    ? EMPTY
    : `<dl class="indicators">${content.indicators.map((i) => `<div><dt>${escapeHtml(i.label)}</dt><dd>${escapeHtml(i.value)}</dd></div>`).join('')}</dl>`,
)}
${section(
  'incentivos',
  S.incentives,
  list(
    content.benefits,
    (b) =>
      `<strong>${escapeHtml(b.type)}</strong>: ${escapeHtml(b.description)}${b.area ? ` (${escapeHtml(b.area)})` : ''}`,
  ),
)}
${section('area-industrial', S.industrialArea, area)}
${section(
  'vocacoes',
  S.vocations,
  list(content.vocations, (v) => escapeHtml(v), 'chips'),
)}
${section(
  'oportunidades',
  S.opportunities,
  list(
    content.opportunities,
    (o) => `${escapeHtml(o.name)} <span class="tag">${escapeHtml(o.kind)}</span>`,
  ),
)}
${section('contatos', S.contacts, contactsHtml(content.contacts))}
${section('cadastre', S.submit, formHtml(content.code, content.projectCities))}
</main>
<footer>${TEXTS.footer}</footer>`;
  return layout(TEXTS.pageTitle(content.title), body);
}

/** The answer for a code without a published showcase. */
/** The page of a showcase that is not there: never published, or its customer inactive. */
export function renderMissingPage(reason: 'notFound' | 'unavailable') {
  const { title, text } = TEXTS[reason];
  return layout(title, `<main><section><h1>${title}</h1><p>${text}</p></section></main>`);
}
