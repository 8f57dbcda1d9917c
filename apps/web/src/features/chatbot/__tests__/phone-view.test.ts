import { describe, expect, it } from 'vitest';
import type { Menu } from '@atende/contract';
import { menuReply, numberedText } from '../model/phone-view';
import { supportMenu } from './chatbot-fixtures';

describe('the numbered menu text', () => {
  it('is the header, the text, the numbered options and the footer, as the engine sends it', () => {
    expect(numberedText({ ...supportMenu, header: 'Suporte', footer: 'Digite o número' })).toBe('Suporte\nEscolha o assunto\n\n1 - Internet\n2 - Voltar\n\nDigite o número');
    expect(numberedText(supportMenu)).toBe('Escolha o assunto\n\n1 - Internet\n2 - Voltar');

  });

  it('turns a list into numbered text with the row descriptions on a channel without interactive messages', () => {
    const list: Menu = {
      id: 'mList',
      kind: 'list',
      text: 'Assuntos',
      buttonText: 'Ver',
      sections: [
        { title: 'Contas', rows: [{ id: 'r1', title: 'Boleto', description: 'Segunda via', target: { kind: 'end' } }] },
        { title: 'Outros', rows: [{ id: 'r2', title: 'Atendente', target: { kind: 'end' } }] },
      ],
    };
    expect(menuReply(list, false)).toEqual({ kind: 'text', text: 'Assuntos\n\n1 - Boleto (Segunda via)\n2 - Atendente' });
    expect(menuReply(list, true)).toMatchObject({ kind: 'list', buttonText: 'Ver', sections: [{ title: 'Contas', rows: [{ id: 'mList:r1' }] }, { title: 'Outros' }] });
  });
});
