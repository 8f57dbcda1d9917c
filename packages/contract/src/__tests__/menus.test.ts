import { describe, expect, it } from 'vitest';
import { botConfigSchema, menuOptions, menuSchema, type BotConfigInput, type MenuTarget } from '../menus.js';

const DEPT = '0b9c1a52-6d7e-4f3a-9b1c-2d3e4f5a6b7c';
const option = (id: string, title: string, target: MenuTarget = { kind: 'end' }) => ({ id, title, target });
const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const config = (over: Partial<BotConfigInput> = {}): BotConfigInput => ({
  rootMenuId: 'root',
  defaultDepartmentId: DEPT,
  menus: [
    { id: 'root', kind: 'numbered', text: 'Escolha', options: [option('a', 'Financeiro', { kind: 'menu', menuId: 'fin' })] },
    { id: 'fin', kind: 'buttons', text: 'Financeiro', options: [option('b', 'Boleto', { kind: 'department', departmentId: DEPT })] },
  ],
  ...over,
});

describe('menuSchema: WhatsApp limits', () => {
  it('accepts 3 reply buttons of 20 characters and refuses a 4th button or a 21-character title', () => {
    const three = { id: 'm', kind: 'buttons', text: 'Oi', options: ['a', 'b', 'c'].map((id) => option(id, 'x'.repeat(20))) };
    expect(menuSchema.safeParse(three).success).toBe(true);
    expect(messages(menuSchema.safeParse({ ...three, options: [...three.options, option('d', 'Quarto')] }))).toContain(
      'O WhatsApp permite no máximo 3 botões',
    );
    expect(messages(menuSchema.safeParse({ ...three, options: [option('a', 'x'.repeat(21))] }))).toContain(
      'O título do botão deve ter no máximo 20 caracteres',
    );
  });

  it('counts list rows across sections (10 allowed, 11 refused) and checks row, description, section and button sizes', () => {
    const rows = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => option(`${prefix}${i}`, `Linha ${i}`));
    const list = {
      id: 'l',
      kind: 'list',
      text: 'Escolha',
      buttonText: 'Ver opções',
      sections: [
        { title: 'A', rows: rows('a', 5) },
        { title: 'B', rows: rows('b', 5) },
      ],
    };
    expect(menuSchema.safeParse(list).success).toBe(true);
    const eleven = { ...list, sections: [...list.sections, { title: 'C', rows: rows('c', 1) }] };
    expect(messages(menuSchema.safeParse(eleven))[0]).toMatch(/no máximo 10 linhas na lista .*esta tem 11/);

    const oneSection = (row: object, extra: object = {}) => ({ ...list, sections: [{ title: 'A', rows: [row] }], ...extra });
    expect(messages(menuSchema.safeParse(oneSection(option('a', 'x'.repeat(25)))))).toContain('O título da linha deve ter no máximo 24 caracteres');
    expect(messages(menuSchema.safeParse(oneSection({ ...option('a', 'Ok'), description: 'd'.repeat(73) })))).toContain(
      'A descrição da linha deve ter no máximo 72 caracteres',
    );
    expect(menuSchema.safeParse(oneSection({ ...option('a', 'x'.repeat(24)), description: 'd'.repeat(72) })).success).toBe(true);
    expect(messages(menuSchema.safeParse(oneSection(option('a', 'Ok'), { buttonText: 'b'.repeat(21) })))).toContain(
      'O texto do botão da lista deve ter no máximo 20 caracteres',
    );
    expect(messages(menuSchema.safeParse({ ...list, sections: [{ title: 's'.repeat(25), rows: rows('a', 1) }] }))).toContain(
      'O título da seção deve ter no máximo 24 caracteres',
    );
    expect(messages(menuSchema.safeParse({ ...list, sections: [{ rows: rows('a', 1) }, { title: 'B', rows: rows('b', 1) }] }))).toContain(
      'Com mais de uma seção, todas precisam de título',
    );
  });

  it('limits the presentation text to 1024 characters', () => {
    const menu = { id: 'm', kind: 'numbered', text: 't'.repeat(1024), options: [option('a', 'A')] };
    expect(menuSchema.safeParse(menu).success).toBe(true);
    expect(messages(menuSchema.safeParse({ ...menu, text: 't'.repeat(1025) }))).toContain(
      'O texto de apresentação deve ter no máximo 1024 caracteres',
    );
  });

  it('numbers list rows across sections in order', () => {
    const list = menuSchema.parse({
      id: 'l',
      kind: 'list',
      text: 'x',
      buttonText: 'Ver',
      sections: [
        { title: 'A', rows: [option('a1', 'Um')] },
        { title: 'B', rows: [option('b1', 'Dois'), option('b2', 'Três')] },
      ],
    });
    expect(menuOptions(list).map((o) => o.title)).toEqual(['Um', 'Dois', 'Três']);
  });
});

describe('botConfigSchema', () => {
  it('accepts a two-level config and fills the defaults', () => {
    const parsed = botConfigSchema.parse(config());
    expect(parsed).toMatchObject({ maxInvalidAnswers: 3, abandonmentMinutes: 30, surveyMinutes: 60, greeting: '' });
  });

  it('refuses a root menu that does not exist', () => {
    expect(messages(botConfigSchema.safeParse(config({ rootMenuId: 'nope' })))).toContain('O menu inicial não existe');
  });

  it('names the option that leads to a missing menu and points at it', () => {
    const bad = config({
      menus: [{ id: 'root', kind: 'numbered', text: 'Escolha', options: [option('a', 'Suporte', { kind: 'menu', menuId: 'sup' })] }],
    });
    const result = botConfigSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe('A opção "Suporte" leva a um menu que não existe');
    expect(issue?.path).toEqual(['menus', 0, 'options', 0, 'target', 'menuId']);
  });

  it('refuses repeated menu ids and repeated option ids inside one menu', () => {
    const base = config();
    const dupMenus = { ...base, menus: [...(base.menus ?? []), { id: 'fin', kind: 'numbered', text: 'x', options: [option('z', 'Z')] }] };
    expect(messages(botConfigSchema.safeParse(dupMenus))).toContain('Há mais de um menu com o identificador "fin"');
    const dupOptions = config({
      menus: [{ id: 'root', kind: 'numbered', text: 'x', options: [option('a', 'Um'), option('a', 'Dois')] }],
    });
    expect(messages(botConfigSchema.safeParse(dupOptions))).toContain('A opção "Dois" repete o identificador de outra opção do menu');
  });
});
