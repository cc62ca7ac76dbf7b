import type { Random } from './demo-random.ts';
import { words } from './demo-text.ts';

export type Gender = 'F' | 'M';

export const FEMALE_FIRST_NAMES = words(`
  Ana Maria Juliana Fernanda Patrícia Aline Camila Amanda Bruna Letícia Mariana Gabriela
  Larissa Beatriz Carolina Vanessa Renata Luciana Sandra Adriana Cristina Daniela Eliane
  Fabiana Giovana Helena Isabela Jéssica Lúcia Márcia Natália Priscila Raquel Simone Tatiane
  Vera Viviane Rosana Cláudia Débora Elaine Flávia Heloísa Joana Karina Laura Lívia Manuela
  Paula Regina Sabrina Sônia Tânia Valéria Alice Cecília Rita Sílvia Denise Kátia Roberta
  Teresa Marta Rosângela Luana Thaís Bianca Carla Érica
`);

export const MALE_FIRST_NAMES = words(`
  João José Antônio Francisco Carlos Paulo Pedro Lucas Luiz Marcos Gabriel Rafael Daniel
  Marcelo Bruno Eduardo Felipe Rodrigo Gustavo André Fernando Fábio Leonardo Ricardo Roberto
  Sérgio Thiago Vinícius Alexandre Diego Henrique Igor Jorge Leandro Mateus Murilo Otávio
  Renato Samuel Vítor Wagner Anderson Cláudio Edson Gilberto Hélio Júlio Márcio Mauro Nelson
  Osvaldo Reinaldo Rogério Valdir Adriano Caio César Davi Emerson Guilherme Heitor Arthur
  Miguel Benedito Raimundo Sebastião Geraldo Wellington Flávio Moacir
`);

export const SURNAMES = words(`
  Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro
  Martins Carvalho Almeida Lopes Soares Fernandes Vieira Barbosa Rocha Dias Nascimento Andrade
  Moreira Nunes Marques Machado Mendes Freitas Cardoso Ramos Gonçalves Santana Teixeira Araújo
  Pinto Correia Monteiro Moura Cavalcanti Campos Batista Rezende Barros Farias Cunha Castro
  Pires Siqueira Azevedo Tavares Nogueira Miranda Brito Prado Queiroz Sampaio Bezerra Leite
  Macedo Duarte Fonseca Guimarães Medeiros Coelho Franco Amaral Borges Camargo Toledo
  Vasconcelos Xavier Peixoto Bueno Paiva Aguiar Bastos Magalhães Meireles Pacheco Rangel Sales
  Valente Zanetti Bianchi Rossi Ferraz Galvão Morais Lacerda Assis Brandão Cordeiro Falcão
  Garcia Leal Mattos Neves Porto Tanaka Yamamoto Nakamura Okada Sato Haddad Salomão Bertolini
  Mancini Conti Romano Schmidt Weber Becker Furtado Quintela Seixas
`);

/** Surnames that usually carry a preposition when they close a full name. */
const PARTICLES: Record<string, string> = {
  Silva: 'da',
  Santos: 'dos',
  Costa: 'da',
  Oliveira: 'de',
  Souza: 'de',
  Nascimento: 'do',
  Almeida: 'de',
  Rocha: 'da',
  Cunha: 'da',
  Assis: 'de',
  Neves: 'das',
  Paiva: 'de',
};

export type PersonName = { first: string; last: string; full: string; gender: Gender };

const randomGender = (random: Random): Gender => (random.chance(0.5) ? 'F' : 'M');

/** A Brazilian full name: one or two given names and one to three surname words. */
export function personName(random: Random, gender: Gender = randomGender(random)): PersonName {
  const firstNames = gender === 'F' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES;
  const first = random.pick(firstNames);
  const given = [first];
  if (random.chance(0.3)) {
    const second = random.pick(firstNames);
    if (second !== first) given.push(second);
  }
  const middle = random.pick(SURNAMES);
  const last = random.pick(SURNAMES);
  const surnames = random.chance(0.7) && middle !== last ? [middle, last] : [last];
  const particle = PARTICLES[last];
  if (particle && random.chance(0.6)) surnames.splice(surnames.length - 1, 0, particle);
  return { first, last, full: [...given, ...surnames].join(' '), gender };
}

/** A two-word name, as people sign contact forms: 'Renata Albuquerque'. */
export function shortName(random: Random, gender?: Gender): PersonName {
  const name = personName(random, gender);
  return { ...name, full: `${name.first} ${name.last}` };
}
