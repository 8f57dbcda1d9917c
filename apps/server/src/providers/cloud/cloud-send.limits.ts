// Meta's documented size limits for what we send, checked before any HTTP call so a message Meta would
// refuse fails fast as 'invalid' with a reason the operator can act on, and nothing is sent.
import { ProviderError, type OutboundMessage } from '../provider.port.js';

export const CLOUD_LIMITS = {
  textBody: 4096,
  interactiveBody: 1024,
  interactiveHeader: 60,
  interactiveFooter: 60,
  maxReplyButtons: 3,
  replyButtonTitle: 20,
  replyButtonId: 256,
  listButton: 20,
  maxListSections: 10,
  maxListRows: 10,
  listSectionTitle: 24,
  listRowTitle: 24,
  listRowDescription: 72,
  listRowId: 200,
  maxProductSections: 10,
  maxProducts: 30,
  productSectionTitle: 24,
} as const;

type InteractiveMessage = Extract<OutboundMessage, { type: 'interactive_buttons' | 'interactive_list' }>;

/** Counts what a person sees as characters: an emoji is one, not two UTF-16 units. */
export function charCount(text: string): number {
  return [...text].length;
}

function invalid(message: string): never {
  throw new ProviderError('invalid', null, message);
}

function checkLength(text: string, max: number, what: string, required = true): void {
  const length = charCount(text);
  if (required && text.trim() === '') invalid(`${what} não pode ficar vazio.`);
  if (length > max) invalid(`${what} tem ${length} caracteres; o WhatsApp aceita no máximo ${max}.`);
}

function checkUnique(values: string[], what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) invalid(`${what} "${value}" aparece mais de uma vez; cada um precisa ser único.`);
    seen.add(value);
  }
}

function checkFrame(message: InteractiveMessage): void {
  checkLength(message.body, CLOUD_LIMITS.interactiveBody, 'O texto da mensagem');
  if (message.header !== undefined) checkLength(message.header, CLOUD_LIMITS.interactiveHeader, 'O cabeçalho');
  if (message.footer !== undefined) checkLength(message.footer, CLOUD_LIMITS.interactiveFooter, 'O rodapé');
}

function checkButtons(message: Extract<OutboundMessage, { type: 'interactive_buttons' }>): void {
  checkFrame(message);
  const count = message.buttons.length;
  if (count < 1 || count > CLOUD_LIMITS.maxReplyButtons) {
    invalid(`Mensagens com botões precisam de 1 a ${CLOUD_LIMITS.maxReplyButtons} botões (foram ${count}).`);
  }
  for (const button of message.buttons) {
    checkLength(button.title, CLOUD_LIMITS.replyButtonTitle, `O título do botão "${button.title}"`);
    checkLength(button.id, CLOUD_LIMITS.replyButtonId, `O identificador do botão "${button.title}"`);
  }
  checkUnique(message.buttons.map((b) => b.id), 'O identificador de botão');
  checkUnique(message.buttons.map((b) => b.title), 'O título de botão');
}

function checkList(message: Extract<OutboundMessage, { type: 'interactive_list' }>): void {
  checkFrame(message);
  checkLength(message.button, CLOUD_LIMITS.listButton, 'O texto do botão da lista');
  const sections = message.sections.length;
  if (sections < 1 || sections > CLOUD_LIMITS.maxListSections) {
    invalid(`A lista precisa de 1 a ${CLOUD_LIMITS.maxListSections} seções (foram ${sections}).`);
  }
  const rows = message.sections.flatMap((section) => section.rows);
  if (rows.length < 1 || rows.length > CLOUD_LIMITS.maxListRows) {
    invalid(`A lista precisa de 1 a ${CLOUD_LIMITS.maxListRows} opções somando todas as seções (foram ${rows.length}).`);
  }
  for (const section of message.sections) {
    if (section.title === undefined || section.title.trim() === '') {
      if (sections > 1) invalid('Cada seção precisa de um título quando a lista tem mais de uma seção.');
    } else {
      checkLength(section.title, CLOUD_LIMITS.listSectionTitle, `O título da seção "${section.title}"`);
    }
    if (section.rows.length === 0) invalid('Cada seção da lista precisa de pelo menos uma opção.');
  }
  for (const row of rows) {
    checkLength(row.title, CLOUD_LIMITS.listRowTitle, `O título da opção "${row.title}"`);
    checkLength(row.id, CLOUD_LIMITS.listRowId, `O identificador da opção "${row.title}"`);
    if (row.description !== undefined) {
      checkLength(row.description, CLOUD_LIMITS.listRowDescription, `A descrição da opção "${row.title}"`, false);
    }
  }
  checkUnique(rows.map((row) => row.id), 'O identificador de opção');
}

function checkProductList(message: Extract<OutboundMessage, { type: 'product_list' }>): void {
  checkLength(message.header, CLOUD_LIMITS.interactiveHeader, 'O cabeçalho');
  checkLength(message.body, CLOUD_LIMITS.interactiveBody, 'O texto da mensagem');
  if (message.footer !== undefined) checkLength(message.footer, CLOUD_LIMITS.interactiveFooter, 'O rodapé');
  const sections = message.sections.length;
  if (sections < 1 || sections > CLOUD_LIMITS.maxProductSections) {
    invalid(`A lista de produtos precisa de 1 a ${CLOUD_LIMITS.maxProductSections} seções (foram ${sections}).`);
  }
  const items = message.sections.flatMap((section) => section.productRetailerIds);
  if (items.length < 1 || items.length > CLOUD_LIMITS.maxProducts) {
    invalid(`A lista de produtos precisa de 1 a ${CLOUD_LIMITS.maxProducts} produtos somando todas as seções (foram ${items.length}).`);
  }
  for (const section of message.sections) {
    checkLength(section.title, CLOUD_LIMITS.productSectionTitle, `O título da seção "${section.title}"`);
    if (section.productRetailerIds.length === 0) invalid('Cada seção da lista precisa de pelo menos um produto.');
  }
}

/** Throws ProviderError('invalid') with a pt-BR reason when Meta would refuse the message. */
export function assertWithinCloudLimits(message: OutboundMessage): void {
  switch (message.type) {
    case 'text':
      checkLength(message.text, CLOUD_LIMITS.textBody, 'O texto da mensagem');
      return;
    case 'audio':
    case 'sticker':
      if (message.caption) invalid('Áudios e figurinhas não aceitam legenda no WhatsApp.');
      return;
    case 'interactive_buttons':
      checkButtons(message);
      return;
    case 'interactive_list':
      checkList(message);
      return;
    case 'product':
      if (message.body !== undefined) checkLength(message.body, CLOUD_LIMITS.interactiveBody, 'O texto da mensagem');
      if (message.footer !== undefined) checkLength(message.footer, CLOUD_LIMITS.interactiveFooter, 'O rodapé');
      return;
    case 'product_list':
      checkProductList(message);
      return;
    default:
      return;
  }
}
