// The public showcase page's own script (docs/showcase.md): 'Buscar Dados', the form's checks
// before sending, sending it, and telling an embedding page the height to give the frame (on
// load and whenever the page changes size). The server checks everything again.
(() => {
  const HEIGHT_MESSAGE = 'oportuna-vitrine:height';
  const REQUIRED = [
    'company_document',
    'company_name',
    'contact_name',
    'contact_email',
    'project_category',
    'total_investment',
    'description',
    'city_id',
  ];
  const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const IMAGE = /^image\/(jpeg|png)$/;

  function reportHeight() {
    if (window.parent === window) return;
    const height = document.documentElement.scrollHeight;
    // The height is no secret; the embedding script checks who sends it.
    window.parent.postMessage({ type: HEIGHT_MESSAGE, height: height }, '*');
  }
  window.addEventListener('load', reportHeight);
  if (window.ResizeObserver) new ResizeObserver(reportHeight).observe(document.body);
  else window.addEventListener('resize', reportHeight);

  const form = document.getElementById('submission');
  if (!form) return;
  const status = document.getElementById('status');
  const lookupButton = document.getElementById('lookup');
  const submitButton = form.querySelector('button[type=submit]');
  const attachments = form.elements.attachments;
  // The page's texts (SHOWCASE_PAGE_TEXTS.script), written into the form by the server.
  const TEXT = JSON.parse(form.getAttribute('data-messages'));
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_match, key) => values[key]);

  function say(text, ok) {
    status.textContent = text;
    status.className = `status ${ok ? 'ok' : 'fail'}`;
  }
  function clearErrors() {
    const all = form.querySelectorAll('[data-error-for]');
    for (let i = 0; i < all.length; i++) all[i].textContent = '';
  }
  function mark(name, text) {
    const place = form.querySelector(`[data-error-for="${name}"]`);
    if (place) place.textContent = text;
  }
  function value(name) {
    return form.elements[name].value.trim();
  }
  function answerOf(response) {
    return response.json().then((body) => ({ ok: response.ok, body: body }));
  }

  lookupButton.addEventListener('click', () => {
    const cnpj = value('company_document').replace(/[^0-9A-Za-z]/g, '');
    clearErrors();
    if (cnpj.length !== 14) {
      mark('company_document', TEXT.documentLength);
      return;
    }
    lookupButton.disabled = true;
    fetch(form.getAttribute('data-lookup') + encodeURIComponent(cnpj))
      .then(answerOf)
      .then((answer) => {
        if (!answer.ok) {
          mark('company_document', answer.body.message || TEXT.lookupFailed);
          return;
        }
        form.elements.company_name.value = answer.body.name || '';
        if (answer.body.email && !value('contact_email')) {
          form.elements.contact_email.value = answer.body.email;
        }
        if (answer.body.phone && !value('contact_phone')) {
          form.elements.contact_phone.value = answer.body.phone;
        }
      })
      .catch(() => mark('company_document', TEXT.lookupFailed))
      .then(() => {
        lookupButton.disabled = false;
      });
  });

  /** The checks a visitor can be told before sending; answers whether all passed. */
  function checkFields() {
    let passed = true;
    const fail = (name, text) => {
      mark(name, text);
      passed = false;
    };
    for (const name of REQUIRED) {
      // The municipality is asked on a state's showcase only.
      if (form.elements[name] && !value(name)) fail(name, TEXT.required);
    }
    const email = value('contact_email');
    if (email && !EMAIL.test(email)) fail('contact_email', TEXT.invalidEmail);
    const maxFiles = Number(attachments.getAttribute('data-max-files'));
    const maxBytes = Number(attachments.getAttribute('data-max-bytes'));
    if (attachments.files.length > maxFiles) {
      fail('attachments', fill(TEXT.tooManyFiles, { max: maxFiles }));
    }
    for (const file of attachments.files) {
      if (file.size > maxBytes) {
        fail('attachments', fill(TEXT.fileTooLarge, { megabytes: maxBytes / 1e6 }));
      }
      if (!IMAGE.test(file.type)) fail('attachments', TEXT.fileType);
    }
    return passed;
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearErrors();
    say('', true);
    if (!checkFields()) {
      say(TEXT.checkFields, false);
      return;
    }
    const data = new FormData(form);
    // An empty file input still adds an unnamed empty part: only chosen files are sent.
    data.delete('attachments');
    for (const file of attachments.files) data.append('attachments', file);
    submitButton.disabled = true;
    fetch(form.action, { method: 'POST', body: data })
      .then(answerOf)
      .then((answer) => {
        if (answer.ok) {
          form.reset();
          say(answer.body.message, true);
          return;
        }
        const fields = answer.body.fields || {};
        for (const name in fields) mark(name.split('.')[0], fields[name]);
        say(answer.body.message || TEXT.sendFailed, false);
      })
      .catch(() => say(TEXT.offline, false))
      .then(() => {
        submitButton.disabled = false;
        reportHeight();
      });
  });
})();
