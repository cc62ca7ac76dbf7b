/**
 * The files of a Receita Federal CNPJ release and their columns, in file order (no header
 * row; `;`-separated, every field quoted, Latin-1). Raw tables take these names, as text.
 */
export const RECEITA_LAYOUT = {
  empresas: [
    'cnpj_basico',
    'razao_social',
    'natureza_juridica',
    'qualificacao_responsavel',
    'capital_social',
    'porte',
    'ente_federativo',
  ],
  estabelecimentos: [
    'cnpj_basico',
    'cnpj_ordem',
    'cnpj_dv',
    'matriz_filial',
    'nome_fantasia',
    'situacao_cadastral',
    'data_situacao_cadastral',
    'motivo_situacao_cadastral',
    'nome_cidade_exterior',
    'pais',
    'data_inicio_atividade',
    'cnae_fiscal_principal',
    'cnae_fiscal_secundaria',
    'tipo_logradouro',
    'logradouro',
    'numero',
    'complemento',
    'bairro',
    'cep',
    'uf',
    'municipio',
    'ddd_1',
    'telefone_1',
    'ddd_2',
    'telefone_2',
    'ddd_fax',
    'fax',
    'correio_eletronico',
    'situacao_especial',
    'data_situacao_especial',
  ],
  socios: [
    'cnpj_basico',
    'identificador_socio',
    'nome_socio',
    'cpf_cnpj_socio',
    'qualificacao_socio',
    'data_entrada_sociedade',
    'pais',
    'representante_legal',
    'nome_representante',
    'qualificacao_representante',
    'faixa_etaria',
  ],
  simples: [
    'cnpj_basico',
    'opcao_simples',
    'data_opcao_simples',
    'data_exclusao_simples',
    'opcao_mei',
    'data_opcao_mei',
    'data_exclusao_mei',
  ],
  cnaes: ['codigo', 'descricao'],
  motivos: ['codigo', 'descricao'],
  municipios: ['codigo', 'descricao'],
  naturezas: ['codigo', 'descricao'],
  paises: ['codigo', 'descricao'],
  qualificacoes: ['codigo', 'descricao'],
} as const;

export type ReceitaKind = keyof typeof RECEITA_LAYOUT;

export const RECEITA_KINDS = Object.keys(RECEITA_LAYOUT) as ReceitaKind[];

/** Code tables land in receita.registry_codes under these kinds (CNAEs go to activities). */
export const REGISTRY_KIND: Partial<Record<ReceitaKind, string>> = {
  motivos: 'motivo',
  municipios: 'municipio',
  naturezas: 'natureza',
  paises: 'pais',
  qualificacoes: 'qualificacao',
};

/**
 * How a file is recognised: by the name of its zip (Empresas3.zip) or, unpacked, by its own
 * name (K3241.K03200Y3.D51213.EMPRECSV, F.K03200$W.SIMPLES.CSV.D51213).
 */
const NAME_PATTERNS: [ReceitaKind, RegExp][] = [
  ['empresas', /^empresas\d*(\.zip)?$|\.EMPRECSV$/i],
  ['estabelecimentos', /^estabelecimentos\d*(\.zip)?$|\.ESTABELE$/i],
  ['socios', /^socios\d*(\.zip)?$|\.SOCIOCSV$/i],
  ['simples', /^simples(\.zip)?$|\.SIMPLES\.CSV\./i],
  ['cnaes', /^cnaes(\.zip)?$|\.CNAECSV$/i],
  ['motivos', /^motivos(\.zip)?$|\.MOTICSV$/i],
  ['municipios', /^municipios(\.zip)?$|\.MUNICCSV$/i],
  ['naturezas', /^naturezas(\.zip)?$|\.NATJUCSV$/i],
  ['paises', /^paises(\.zip)?$|\.PAISCSV$/i],
  ['qualificacoes', /^qualificacoes(\.zip)?$|\.QUALSCSV$/i],
];

export function kindOfFile(name: string): ReceitaKind | null {
  return NAME_PATTERNS.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
}
