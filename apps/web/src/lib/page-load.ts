/** Full page loads ('Atualizar Página'), behind an object so that tests can watch them. */
export const pageLoad = {
  reload: () => window.location.reload(),
  /** Loads `href` in place of the current entry, so that 'Voltar' skips the error page. */
  replace: (href: string) => window.location.replace(href),
};
