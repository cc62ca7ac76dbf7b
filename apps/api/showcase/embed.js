// The embed snippet's script (docs/showcase.md): every <div data-oportuna-vitrine="<showcase
// URL>"> gets a frame of that page, sized by the heights the page posts. Only messages from
// that frame's own window and from the showcase's origin are taken. One self-contained function,
// no modules: it runs on whatever site pastes it.
(() => {
  const HEIGHT_MESSAGE = 'oportuna-vitrine:height';
  const MIN_HEIGHT = 100;
  const MAX_HEIGHT = 20000;
  // Shared by every copy of the script on the page, so that pasting the snippet twice works.
  window.__oportunaVitrines = window.__oportunaVitrines || [];
  const frames = window.__oportunaVitrines;

  const divs = document.querySelectorAll('div[data-oportuna-vitrine]');
  for (let i = 0; i < divs.length; i++) {
    const div = divs[i];
    if (div.getAttribute('data-oportuna-ready')) continue;
    let url;
    try {
      url = new URL(div.getAttribute('data-oportuna-vitrine'), location.href);
    } catch (_error) {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    const frame = document.createElement('iframe');
    frame.src = url.href;
    frame.title = 'Vitrine econômica';
    frame.style.cssText = 'display:block;width:100%;border:0;min-height:480px';
    div.setAttribute('data-oportuna-ready', '1');
    div.appendChild(frame);
    frames.push({ frame: frame, origin: url.origin });
  }

  if (window.__oportunaVitrineListening) return;
  window.__oportunaVitrineListening = true;
  window.addEventListener('message', (event) => {
    const data = event.data;
    if (!data || data.type !== HEIGHT_MESSAGE || typeof data.height !== 'number') return;
    const list = window.__oportunaVitrines;
    for (let j = 0; j < list.length; j++) {
      const known = list[j];
      const fromItsFrame = known.frame.contentWindow && event.source === known.frame.contentWindow;
      if (event.origin === known.origin && fromItsFrame) {
        const height = Math.min(Math.max(Math.ceil(data.height), MIN_HEIGHT), MAX_HEIGHT);
        known.frame.style.height = `${height}px`;
      }
    }
  });
})();
