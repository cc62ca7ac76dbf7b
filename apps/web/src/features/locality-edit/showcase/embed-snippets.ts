/**
 * What the Vitrine tab tells a site's administrator to paste: the embed snippet, and how to
 * serve the page holding it (optionally proxying the showcase under the site's own domain).
 */
export function embedSnippets(showcaseUrl: string) {
  const { origin, host } = new URL(showcaseUrl);
  const iframe = `<div data-oportuna-vitrine="${showcaseUrl}"></div>
<script src="${origin}/vitrine/embed.js" async></script>`;
  const nginx = `server {
    listen 443 ssl;
    server_name www.seusite.gov.br;
    root /var/www/seusite;

    # A página com o trecho do iFrame, por exemplo /investir.html
    location / {
        try_files $uri $uri/ =404;
    }

    # Opcional: a vitrine sob o seu próprio domínio
    location ~ ^/(vitrine|api/showcase)/ {
        proxy_pass ${origin};
        proxy_set_header Host ${host};
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_ssl_server_name on;
    }
}`;
  const apache = `<VirtualHost *:443>
    ServerName www.seusite.gov.br
    DocumentRoot /var/www/seusite

    # Opcional: a vitrine sob o seu próprio domínio
    SSLProxyEngine on
    ProxyPreserveHost Off
    ProxyPass        /vitrine/       ${origin}/vitrine/
    ProxyPassReverse /vitrine/       ${origin}/vitrine/
    ProxyPass        /api/showcase/  ${origin}/api/showcase/
    ProxyPassReverse /api/showcase/  ${origin}/api/showcase/
</VirtualHost>`;
  return { iframe, nginx, apache };
}
