import type { ConnectionNode, Connections, PartnerInformation } from '@oportuna/domain/partners';

export function aNode(overrides: Partial<ConnectionNode> = {}): ConnectionNode {
  return {
    id: 'p:maria',
    name: 'MARIA DA SILVA',
    image: null,
    color: '#2e7d32',
    type: 'person',
    role: 'searched',
    depth: 0,
    cnpj: null,
    cpf: '***123456**',
    ...overrides,
  };
}

export const maria = aNode();
export const ceramica = aNode({
  id: 'c:11222333',
  name: 'INDUSTRIA DE CERAMICA BAURU LTDA',
  color: '#9e9e9e',
  type: 'company',
  role: 'other',
  depth: 1,
  cnpj: '11222333000181',
  cpf: null,
});
export const joao = aNode({
  id: 'p:joao',
  name: 'JOAO PEREIRA',
  color: '#0d2c6b',
  role: 'partner',
  depth: 1,
  cpf: '***654321**',
});
export const ana = aNode({
  id: 'p:ana',
  name: 'ANA SOUZA',
  color: '#00acc1',
  role: 'indirect',
  depth: 2,
  cpf: '***111222**',
});

/** Maria, partner of the Cerâmica with João; João partner elsewhere with Ana. */
export function aGraph(overrides: Partial<Connections['data']> = {}): Connections {
  return {
    data: {
      nodes: [maria, ceramica, joao, ana],
      edges: [
        { id: 'e1', source: 'p:maria', target: 'c:11222333' },
        { id: 'e2', source: 'c:11222333', target: 'p:joao' },
        { id: 'e3', source: 'p:joao', target: 'p:ana' },
      ],
      cut: [],
      ...overrides,
    },
  };
}

export function anInformation(): PartnerInformation {
  return {
    data: {
      name: 'JOAO PEREIRA',
      document: '***654321**',
      type: 'person',
      companies: [{ name: 'INDUSTRIA DE CERAMICA BAURU LTDA', document: '11222333000181' }],
      direct_partners: [{ name: 'ANA SOUZA', document: '***111222**' }],
    },
  };
}
