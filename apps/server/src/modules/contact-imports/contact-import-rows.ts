// The rules of one imported row: which file column fills which contact field (suggested from the
// header, in pt-BR or English, including exactly the headers the contacts export writes), the phone
// number as we store it, and the checks that turn a bad row into a reported reason instead of a contact.
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  CONTACT_CODE_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_NAME_MAX,
  contactImportFields,
  contactSpreadsheetHeaders,
  isValidCpfOrCnpj,
  normalizePhoneNumber,
  onlyDigits,
  type ContactImportErrorReason,
  type ContactImportField,
  type ContactImportMapping,
} from '@atende/contract';

const TAG_NAME_MAX = 40;

/** Lower case, no accents, only letters and digits: "E-mail" and "email", "Número" and "numero" meet. */
const headerKey = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Known headers per field, best first. */
const headerAliases: Record<ContactImportField, string[]> = {
  number: [contactSpreadsheetHeaders.number, 'Numero', 'Telefone', 'Celular', 'WhatsApp', 'Fone', 'Phone', 'Phone number', 'Mobile', 'Number', 'Tel'],
  name: [contactSpreadsheetHeaders.name, 'Nome completo', 'Name', 'Full name', 'Contato', 'Contact'],
  code: [contactSpreadsheetHeaders.code, 'Codigo', 'Cód', 'Code', 'ID cliente', 'Customer code'],
  email: [contactSpreadsheetHeaders.email, 'Email', 'E-mail address', 'Email address', 'Correio eletrônico'],
  tag: [contactSpreadsheetHeaders.tag, 'Tag', 'Label', 'Etiquetas', 'Tags'],
  birthday: [contactSpreadsheetHeaders.birthday, 'Data de nascimento', 'Nascimento', 'Data nascimento', 'Birthday', 'Birth date', 'Date of birth', 'Aniversario'],
  document: [contactSpreadsheetHeaders.document, 'CPF', 'CNPJ', 'Documento', 'CPF ou CNPJ', 'Document', 'Tax id'],
  responsible: [contactSpreadsheetHeaders.responsible, 'Responsavel', 'Operador responsável', 'Operador', 'Responsible', 'Owner', 'Operator'],
  optedOut: [contactSpreadsheetHeaders.optedOut, 'Não quer campanhas', 'Descadastrado', 'Opt-out', 'Opted out', 'Unsubscribed'],
};

/** For each field the first column whose header is one of its names (each column used once), else null. */
export function suggestMapping(columns: string[]): Record<ContactImportField, string | null> {
  const byKey = new Map<string, string>();
  for (const column of columns) if (!byKey.has(headerKey(column))) byKey.set(headerKey(column), column);
  const used = new Set<string>();
  const mapping = {} as Record<ContactImportField, string | null>;
  for (const field of contactImportFields) {
    const hit = headerAliases[field].map((alias) => byKey.get(headerKey(alias))).find((c) => c !== undefined && !used.has(c));
    mapping[field] = hit ?? null;
    if (hit) used.add(hit);
  }
  return mapping;
}

const emailSchema = z.email().max(CONTACT_EMAIL_MAX);

/** dd/mm/aaaa (also d/m/aaaa, with - or .) or aaaa-mm-dd, a real date between 1900 and today; null when not. */
export function parseBirthday(raw: string, today: Date = new Date()): string | null {
  const text = raw.trim();
  let year: number;
  let month: number;
  let day: number;
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (br) [day, month, year] = [Number(br[1]), Number(br[2]), Number(br[3])];
  else if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const value = date.toISOString().slice(0, 10);
  if (value < '1900-01-01' || value > today.toISOString().slice(0, 10)) return null;
  return value;
}

const yes = new Set(['sim', 's', 'yes', 'y', 'true', 'verdadeiro', '1', 'x']);
const no = new Set(['nao', 'n', 'no', 'false', 'falso', '0']);

/** A "Não receber campanhas" cell: true (Sim, x, 1...), false (Não, 0... or blank), null when unreadable. */
export function parseOptedOut(raw: string): boolean | null {
  const key = raw.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
  if (key === '' || no.has(key)) return false;
  return yes.has(key) ? true : null;
}

/** A random #rrggbb whose components stay at or under 200 (spec section 9), readable with white text. */
export function randomTagColor(): string {
  return `#${[0, 1, 2].map(() => randomInt(0, 201).toString(16).padStart(2, '0')).join('')}`;
}

/** The channel's operators by lower-cased login and name: a "Responsável" cell may hold either. */
export type OperatorDirectory = Map<string, string>;

export type ImportedContact = {
  number: string;
  name: string | null;
  code: string | null;
  email: string | null;
  tagName: string | null;
  birthday: string | null;
  document: string | null;
  responsibleOperatorId: string | null;
  /** Marks the contact as not receiving campaigns; false keeps what it had. */
  optedOut: boolean;
};

export type RowVerdict = { ok: true; contact: ImportedContact } | { ok: false; reason: ContactImportErrorReason };

/** One data row through the mapping; `seen` holds the numbers already imported from this file and grows. */
export function evaluateRow(
  record: Record<string, string>,
  mapping: ContactImportMapping,
  context: { operators: OperatorDirectory; seen: Set<string>; today?: Date },
): RowVerdict {
  const cell = (field: ContactImportField): string => {
    const column = mapping[field];
    return column ? (record[column] ?? '').trim() : '';
  };
  const rawNumber = cell('number');
  if (!rawNumber) return { ok: false, reason: 'missing_number' };
  const number = normalizePhoneNumber(rawNumber);
  if (!number) return { ok: false, reason: 'invalid_number' };

  const email = cell('email') || null;
  if (email && !emailSchema.safeParse(email).success) return { ok: false, reason: 'invalid_email' };
  const rawBirthday = cell('birthday');
  const birthday = rawBirthday ? parseBirthday(rawBirthday, context.today) : null;
  if (rawBirthday && !birthday) return { ok: false, reason: 'invalid_birthday' };
  const rawDocument = cell('document');
  if (rawDocument && !isValidCpfOrCnpj(rawDocument)) return { ok: false, reason: 'invalid_document' };
  const tagName = cell('tag') || null;
  if (tagName && tagName.length > TAG_NAME_MAX) return { ok: false, reason: 'invalid_tag' };
  const responsible = cell('responsible');
  const responsibleOperatorId = responsible ? (context.operators.get(responsible.toLowerCase()) ?? null) : null;
  if (responsible && !responsibleOperatorId) return { ok: false, reason: 'unknown_responsible' };
  const optedOut = parseOptedOut(cell('optedOut'));
  if (optedOut === null) return { ok: false, reason: 'invalid_opt_out' };

  if (context.seen.has(number)) return { ok: false, reason: 'duplicate_in_file' };
  context.seen.add(number);
  return {
    ok: true,
    contact: {
      number,
      name: cell('name').slice(0, CONTACT_NAME_MAX) || null,
      code: cell('code').slice(0, CONTACT_CODE_MAX) || null,
      email,
      tagName,
      birthday,
      document: rawDocument ? onlyDigits(rawDocument) : null,
      responsibleOperatorId,
      optedOut,
    },
  };
}
