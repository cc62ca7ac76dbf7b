/**
 * The public page's own stylesheet and scripts, served by the API (docs/showcase.md). They are
 * kept as text here so that the server bundle carries them; each is a few kilobytes.
 */

/** The message the page posts to its parent with its height. */
export const HEIGHT_MESSAGE = 'oportuna-vitrine:height';

export const PAGE_CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f5f7fa}
header{display:flex;gap:16px;align-items:center;padding:20px 16px;background:#0b4f8a;color:#fff}
header h1{margin:0;font-size:1.5rem;line-height:1.2}
.kicker{margin:0;text-transform:uppercase;font-size:.75rem;letter-spacing:.08em;opacity:.85}
.logo{width:56px;height:56px;object-fit:contain;background:#fff;border-radius:8px}
main{max-width:960px;margin:0 auto;padding:8px 12px 24px}
section{background:#fff;border-radius:8px;padding:16px;margin:12px 0;box-shadow:0 1px 2px rgba(0,0,0,.08)}
h2{margin:0 0 8px;font-size:1.15rem;color:#0b4f8a}
ul{margin:0;padding-left:20px}
li{margin:4px 0}
.description{white-space:pre-line;margin:0}
.empty{color:#616e7c;margin:0}
.indicators{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:8px;margin:0}
.indicators div{background:#f0f4f8;border-radius:6px;padding:8px}
dt{font-size:.8rem;color:#52606d}
dd{margin:0;font-weight:600}
.chips{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:6px}
.chips li,.tag{background:#e3f0fb;color:#0b4f8a;border-radius:12px;padding:2px 10px;font-size:.85rem}
.map svg{width:100%;max-width:480px;height:auto;display:block;margin:0 auto}
.map .outline{fill:#eef2f6;stroke:#7b8794;stroke-width:1}
.map .area{fill:rgba(230,81,0,.55);stroke:#e65100;stroke-width:1.5}
figure{margin:0}
figcaption{text-align:center;color:#52606d;font-size:.9rem}
form p{margin-top:0}
.field{margin:0 0 12px}
label{display:block;font-weight:600;margin-bottom:4px}
input,select,textarea{width:100%;font:inherit;padding:8px;border:1px solid #9aa5b1;border-radius:6px;background:#fff}
input[type=file]{padding:6px}
.row{display:flex;gap:8px}
.row input{flex:1;min-width:0}
button{font:inherit;border:1px solid #0b4f8a;color:#0b4f8a;background:#fff;border-radius:6px;padding:8px 14px;cursor:pointer;white-space:nowrap}
button.primary{background:#0b4f8a;color:#fff;width:100%;padding:12px}
button:disabled{opacity:.6;cursor:wait}
.error{display:block;color:#c62828;font-size:.85rem}
.status{font-weight:600}
.status.ok{color:#2e7d32}
.status.fail{color:#c62828}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
small{color:#52606d}
footer{text-align:center;color:#7b8794;font-size:.8rem;padding:0 0 16px}
@media (max-width:480px){header{padding:16px 12px}header h1{font-size:1.25rem}section{padding:12px}}
`;

/**
 * 'Buscar Dados', the form's own checks, sending it, and telling an embedding page the
 * height to give the frame (on load and whenever the page changes size).
 */
export const PAGE_SCRIPT = `(function(){
var d=document,form=d.getElementById('submission');
function height(){if(window.parent!==window){window.parent.postMessage({type:'${HEIGHT_MESSAGE}',height:d.documentElement.scrollHeight},'*')}}
window.addEventListener('load',height);
if(window.ResizeObserver){new ResizeObserver(height).observe(d.body)}else{window.addEventListener('resize',height)}
if(!form)return;
var status=d.getElementById('status');
function say(text,ok){status.textContent=text;status.className='status '+(ok?'ok':'fail')}
function clear(){var all=form.querySelectorAll('[data-error-for]');for(var i=0;i<all.length;i++)all[i].textContent=''}
function mark(name,text){var el=form.querySelector('[data-error-for="'+name+'"]');if(el)el.textContent=text}
function value(name){return form.elements[name].value.trim()}
d.getElementById('lookup').addEventListener('click',function(){
var digits=value('company_document').replace(/[^0-9A-Za-z]/g,'');clear();
if(digits.length!==14){mark('company_document','Informe os 14 caracteres do CNPJ.');return}
var button=this;button.disabled=true;
fetch(form.getAttribute('data-lookup')+encodeURIComponent(digits)).then(function(r){return r.json().then(function(b){return{ok:r.ok,b:b}})}).then(function(x){
if(!x.ok){mark('company_document',x.b.message||'Não foi possível buscar os dados.');return}
form.elements.company_name.value=x.b.name||'';
if(x.b.email&&!value('contact_email'))form.elements.contact_email.value=x.b.email;
if(x.b.phone&&!value('contact_phone'))form.elements.contact_phone.value=x.b.phone;
}).catch(function(){mark('company_document','Não foi possível buscar os dados.')}).then(function(){button.disabled=false})});
form.addEventListener('submit',function(e){
e.preventDefault();clear();say('',true);var bad=false;
['company_document','company_name','contact_name','contact_email','project_category','total_investment','description'].forEach(function(n){if(!value(n)){mark(n,'Campo obrigatório');bad=true}});
var email=value('contact_email');if(email&&!/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(email)){mark('contact_email','E-mail inválido');bad=true}
var input=form.elements.attachments,max=+input.getAttribute('data-max-files'),bytes=+input.getAttribute('data-max-bytes');
if(input.files.length>max){mark('attachments','Envie no máximo '+max+' anexos.');bad=true}
for(var i=0;i<input.files.length;i++){var f=input.files[i];
if(f.size>bytes){mark('attachments','O tamanho de cada arquivo é limitado a '+bytes/1e6+' MB.');bad=true}
if(!/^image\\/(jpeg|png)$/.test(f.type)){mark('attachments','Envie imagens JPEG ou PNG.');bad=true}}
if(bad){say('Verifique os campos destacados.',false);return}
var data=new FormData(form),button=form.querySelector('button[type=submit]');
data.delete('attachments');for(var j=0;j<input.files.length;j++)data.append('attachments',input.files[j]);
button.disabled=true;
fetch(form.action,{method:'POST',body:data}).then(function(r){return r.json().then(function(b){return{ok:r.ok,b:b}})}).then(function(x){
if(x.ok){form.reset();say(x.b.message,true);return}
var fields=x.b.fields||{};for(var k in fields)mark(k.split('.')[0],fields[k]);
say(x.b.message||'Não foi possível enviar.',false);
}).catch(function(){say('Não foi possível enviar. Verifique a conexão e tente novamente.',false)}).then(function(){button.disabled=false;height()})});
})();
`;

/**
 * The embed snippet's script: every <div data-oportuna-vitrine="<showcase URL>"> gets a frame
 * of that page, sized by the heights the page posts. Only messages from that frame's window
 * and from the showcase's origin are taken.
 */
export const EMBED_SCRIPT = `(function(){
var frames=window.__oportunaVitrines=window.__oportunaVitrines||[];
var divs=document.querySelectorAll('div[data-oportuna-vitrine]');
for(var i=0;i<divs.length;i++){var div=divs[i];if(div.getAttribute('data-oportuna-ready'))continue;
var src=div.getAttribute('data-oportuna-vitrine'),origin;
try{var url=new URL(src,location.href);if(!/^https?:$/.test(url.protocol))continue;origin=url.origin}catch(e){continue}
var frame=document.createElement('iframe');frame.src=url.href;frame.title='Vitrine econômica';
frame.style.cssText='display:block;width:100%;border:0;min-height:480px';
div.setAttribute('data-oportuna-ready','1');div.appendChild(frame);frames.push({frame:frame,origin:origin})}
if(window.__oportunaVitrineListening)return;window.__oportunaVitrineListening=true;
window.addEventListener('message',function(e){
var data=e.data;if(!data||data.type!=='${HEIGHT_MESSAGE}'||typeof data.height!=='number')return;
var list=window.__oportunaVitrines;for(var j=0;j<list.length;j++){var f=list[j];
if(e.origin===f.origin&&f.frame.contentWindow&&e.source===f.frame.contentWindow){f.frame.style.height=Math.min(Math.max(Math.ceil(data.height),100),20000)+'px'}}});
})();
`;
