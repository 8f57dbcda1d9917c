// The menu editor's form values: one flat shape for the three kinds (options for numbered and
// buttons, sections for lists), with every optional text as a string, so switching the kind keeps
// what was typed. It becomes the contract's Menu on save; the field paths are the same, so the
// contract's pt-BR messages land under the right inputs.
import { z } from 'zod';
import { menuSchema, newMenuKey, type Menu, type MenuKind, type MenuTarget, type MenuTargetKind } from '@atende/contract';

/** departmentId: null is the channel's general queue, '' not chosen yet (refused on save). */
export type TargetDraft = { kind: MenuTargetKind; menuId: string; departmentId: string | null; text: string };
export type OptionDraft = { id: string; title: string; description: string; target: TargetDraft };
/** `key` only gives React a stable key; the contract's sections have no id. */
export type SectionDraft = { key: string; title: string; rows: OptionDraft[] };
export type MenuDraft = {
  id: string;
  name: string;
  kind: MenuKind;
  header: string;
  text: string;
  footer: string;
  options: OptionDraft[];
  buttonText: string;
  sections: SectionDraft[];
};

type MenuInput = z.input<typeof menuSchema>;

export const blankTarget = (): TargetDraft => ({ kind: 'department', menuId: '', departmentId: '', text: '' });
export const blankOption = (): OptionDraft => ({ id: newMenuKey('o'), title: '', description: '', target: blankTarget() });
export const blankSection = (rows: OptionDraft[] = [blankOption()]): SectionDraft => ({ key: newMenuKey('s'), title: '', rows });

export function blankMenu(kind: MenuKind, buttonText: string): MenuDraft {
  return {
    id: newMenuKey('m'),
    name: '',
    kind,
    header: '',
    text: '',
    footer: '',
    options: [blankOption()],
    buttonText,
    sections: [blankSection()],
  };
}

function targetDraft(target: MenuTarget): TargetDraft {
  return {
    kind: target.kind,
    menuId: target.kind === 'menu' ? target.menuId : '',
    departmentId: target.kind === 'department' ? target.departmentId : '',
    text: target.kind === 'answer' ? target.text : '',
  };
}

const optionDraft = (option: { id: string; title: string; description?: string; target: MenuTarget }): OptionDraft => ({
  id: option.id,
  title: option.title,
  description: option.description ?? '',
  target: targetDraft(option.target),
});

export function menuToDraft(menu: Menu, buttonText: string): MenuDraft {
  const common = { id: menu.id, name: menu.name ?? '', kind: menu.kind, header: menu.header ?? '', text: menu.text, footer: menu.footer ?? '' };
  if (menu.kind === 'list') {
    return {
      ...common,
      options: [blankOption()],
      buttonText: menu.buttonText,
      sections: menu.sections.map((s) => ({ key: newMenuKey('s'), title: s.title ?? '', rows: s.rows.map(optionDraft) })),
    };
  }
  return { ...common, options: menu.options.map(optionDraft), buttonText, sections: [blankSection()] };
}

/** The kind changes, the choices stay: a list's rows become the options and the other way round. */
export function changeKind(draft: MenuDraft, kind: MenuKind): MenuDraft {
  if (kind === draft.kind) return draft;
  if (kind === 'list') return { ...draft, kind, sections: [blankSection(draft.options)] };
  if (draft.kind === 'list') return { ...draft, kind, options: draft.sections.flatMap((s) => s.rows) };
  return { ...draft, kind };
}

function target(draft: TargetDraft): MenuTarget {
  switch (draft.kind) {
    case 'menu':
      return { kind: 'menu', menuId: draft.menuId };
    case 'department':
      return { kind: 'department', departmentId: draft.departmentId };
    case 'answer':
      return { kind: 'answer', text: draft.text };
    default:
      return { kind: draft.kind };
  }
}

const filled = <K extends string>(key: K, value: string): Partial<Record<K, string>> =>
  (value.trim() ? { [key]: value } : {}) as Partial<Record<K, string>>;

/** What the server receives: empty optional texts left out (an empty header would print a blank line). */
export function draftToMenu(draft: MenuDraft): MenuInput {
  const base = { id: draft.id, text: draft.text, ...filled('name', draft.name), ...filled('header', draft.header), ...filled('footer', draft.footer) };
  const option = (o: OptionDraft) => ({ id: o.id, title: o.title, target: target(o.target) });
  if (draft.kind === 'list') {
    return {
      ...base,
      kind: 'list',
      buttonText: draft.buttonText,
      sections: draft.sections.map((s) => ({
        ...filled('title', s.title),
        rows: s.rows.map((r) => ({ ...option(r), ...filled('description', r.description) })),
      })),
    };
  }
  return { ...base, kind: draft.kind, options: draft.options.map(option) };
}

const isDraft = (value: unknown): value is MenuDraft => typeof value === 'object' && value !== null && 'kind' in value;

/** The editor's schema: the draft turned into a Menu, then checked by the contract's menuSchema. */
export const menuFormSchema = z.custom<MenuDraft>(isDraft).transform(draftToMenu).pipe(menuSchema);

/** What the menu is called in lists and selects: its name, or the start of its text. */
export function menuLabel(menu: { name?: string; text: string }, fallback = ''): string {
  const name = menu.name?.trim();
  if (name) return name;
  const text = menu.text.trim().split('\n')[0] ?? '';
  if (!text) return fallback;
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
