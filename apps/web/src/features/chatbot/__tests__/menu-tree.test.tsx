import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Menu } from '@atende/contract';
import { fakeServer, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { buildMenuTree, unreachableMenus } from '../model/menu-tree';
import { botEndpoint, departmentsEndpoint, mainMenu, signInOwner, supportMenu } from './chatbot-fixtures';

cleanAppStateBetweenTests();

const selfLoop: Menu = { id: 'mLoop', kind: 'numbered', text: 'De novo?', options: [{ id: 'o1', title: 'Sim', target: { kind: 'menu', menuId: 'mLoop' } }] };
const queueMenu: Menu = { id: 'mQueue', kind: 'numbered', text: 'Fila', options: [{ id: 'o1', title: 'Atendente', target: { kind: 'department', departmentId: null } }] };

describe('the flow tree', () => {
  it('expands each menu once and references it after, so menus leading to each other end', () => {
    const tree = buildMenuTree([mainMenu, supportMenu], 'mMain');
    expect(tree?.kind).toBe('menu');
    if (tree?.kind !== 'menu') return;
    const support = tree.branches[1]?.child;
    expect(support?.kind).toBe('menu');
    if (support?.kind !== 'menu') return;
    expect(support.branches[1]?.child).toEqual({ kind: 'repeated', menu: mainMenu });
    expect(buildMenuTree([selfLoop], 'mLoop')).toEqual({
      kind: 'menu',
      menu: selfLoop,
      branches: [{ optionId: 'o1', title: 'Sim', target: { kind: 'menu', menuId: 'mLoop' }, child: { kind: 'repeated', menu: selfLoop } }],
    });
  });

  it('marks a link to a removed menu and lists the menus nothing reaches', () => {
    const broken: Menu = { ...selfLoop, id: 'mBroken', options: [{ id: 'o1', title: 'Ir', target: { kind: 'menu', menuId: 'gone' } }] };
    const tree = buildMenuTree([broken, supportMenu], 'mBroken');
    expect(tree?.kind === 'menu' && tree.branches[0]?.child).toEqual({ kind: 'missing', menuId: 'gone' });
    expect(unreachableMenus([broken, supportMenu], 'mBroken').map((m) => m.id)).toEqual(['mSupport']);
    expect(buildMenuTree([broken], null)).toBeNull();
  });

  it('shows /manageMenuLinear as an indented tree ending on a cycle', { timeout: 30_000 }, async () => {
    const root: Menu = { ...mainMenu, options: [...mainMenu.options, { id: 'o3', title: 'Fila', target: { kind: 'menu', menuId: 'mQueue' } }] };
    fakeServer(signInOwner(), botEndpoint([root, supportMenu, queueMenu, selfLoop]), departmentsEndpoint);
    renderApp('/manageMenuLinear');
    expect(await screen.findByText('Principal (ver acima)')).toBeTruthy();
    expect(screen.getByText('1 - Financeiro')).toBeTruthy();
    expect(await screen.findByText('→ transfere para Financeiro')).toBeTruthy();
    expect(screen.getByText('→ responde "Reinicie o modem."')).toBeTruthy();
    expect(screen.getByText('→ transfere para a fila geral do canal')).toBeTruthy();
    expect(screen.getByText('Menus fora do fluxo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar De novo?' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Editar / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Editar Principal',
      'Editar Suporte',
      'Editar Fila',
      'Editar De novo?',
    ]);
  });
});
