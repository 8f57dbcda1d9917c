// The demo store's customers: Brazilian names, São Paulo mobile numbers (55 11 9xxxx-xxxx), e-mails,
// birthdays and CPFs with valid check digits, all drawn from the seeded PRNG.
import type { Random } from './demo-random.js';

const womenNames = [
  'Ana', 'Maria', 'Juliana', 'Fernanda', 'Patrícia', 'Aline', 'Camila', 'Beatriz', 'Larissa', 'Mariana',
  'Gabriela', 'Letícia', 'Amanda', 'Bruna', 'Vanessa', 'Luciana', 'Renata', 'Tatiane', 'Priscila', 'Débora',
  'Raquel', 'Simone', 'Cristiane', 'Sandra', 'Adriana', 'Helena', 'Isabela', 'Carolina', 'Natália', 'Sofia',
] as const;
const menNames = [
  'João', 'José', 'Pedro', 'Lucas', 'Gabriel', 'Rafael', 'Felipe', 'Bruno', 'Gustavo', 'Thiago',
  'Rodrigo', 'Marcelo', 'Diego', 'Leonardo', 'Eduardo', 'Carlos', 'Paulo', 'André', 'Fábio', 'Ricardo',
  'Daniel', 'Vinícius', 'Matheus', 'Henrique', 'Alexandre', 'Marcos', 'Sérgio', 'Roberto', 'Antônio', 'Caio',
] as const;
const surnames = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Pinto', 'Correia', 'Moura', 'Cavalcanti',
] as const;
const mailDomains = ['gmail.com', 'gmail.com', 'gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'terra.com.br'] as const;

export function personName(rng: Random): string {
  const first = rng.chance(0.5) ? rng.pick(womenNames) : rng.pick(menNames);
  const last = rng.pick(surnames);
  // About a third carry two surnames, as many Brazilians are registered.
  if (rng.chance(0.35)) {
    const middle = rng.pick(surnames);
    if (middle !== last) return `${first} ${middle} ${last}`;
  }
  return `${first} ${last}`;
}

const checkDigit = (digits: number[]): number => {
  const weight = digits.length + 1;
  const sum = digits.reduce((acc, d, i) => acc + d * (weight - i), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** A CPF (11 digits) whose two check digits are valid; never all digits equal. */
export function cpf(rng: Random): string {
  let base: number[];
  do base = Array.from({ length: 9 }, () => rng.int(0, 9));
  while (base.every((d) => d === base[0]));
  const first = checkDigit(base);
  const second = checkDigit([...base, first]);
  return [...base, first, second].join('');
}

/**
 * A São Paulo mobile number with country code: 55 11 9 and 8 digits (13 digits, the format
 * WhatsApp ids use). Numbers starting 55 11 9876 are left to the tests and examples that use them.
 */
export function mobileNumber(rng: Random): string {
  for (;;) {
    const rest = `${rng.int(6, 9)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
    if (!rest.startsWith('876')) return `55119${rest}`;
  }
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function emailOf(rng: Random, name: string): string {
  const parts = plain(name).split(' ');
  const first = parts[0] ?? 'cliente';
  const last = parts[parts.length - 1] ?? '';
  const user = rng.pick([`${first}.${last}`, `${first}${last}`, `${first}_${last}${rng.int(1, 99)}`, `${first}${rng.int(70, 99)}`]);
  return `${user}@${rng.pick(mailDomains)}`;
}

/** A birthday (YYYY-MM-DD) of someone between 18 and 70 years old on `today`. */
export function birthday(rng: Random, today: string): string {
  const year = Number(today.slice(0, 4)) - rng.int(18, 70);
  const month = rng.int(1, 12);
  const day = rng.int(1, month === 2 ? 28 : [4, 6, 9, 11].includes(month) ? 30 : 31);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export type DemoPerson = { name: string; number: string; email: string | null; birthday: string | null; document: string | null; code: string | null };

/**
 * `count` different customers. Most have a birthday, many an e-mail, some a CPF and a customer code;
 * the first three were born on `today`'s day and month, so the birthday filters show someone.
 */
export function demoPeople(rng: Random, count: number, today: string): DemoPerson[] {
  const numbers = new Set<string>();
  const people: DemoPerson[] = [];
  while (people.length < count) {
    const number = mobileNumber(rng);
    if (numbers.has(number)) continue;
    numbers.add(number);
    const name = personName(rng);
    const born = people.length < 3 ? `${Number(today.slice(0, 4)) - rng.int(20, 60)}${today.slice(4)}` : rng.chance(0.85) ? birthday(rng, today) : null;
    // 29 February has no birthday in most years: the 28th stands in.
    const valid = born?.endsWith('-02-29') ? `${born.slice(0, 8)}28` : born;
    people.push({
      name,
      number,
      email: rng.chance(0.7) ? emailOf(rng, name) : null,
      birthday: valid,
      document: rng.chance(0.4) ? cpf(rng) : null,
      code: rng.chance(0.5) ? `C${String(10_000 + people.length * 37).padStart(6, '0')}` : null,
    });
  }
  return people;
}
