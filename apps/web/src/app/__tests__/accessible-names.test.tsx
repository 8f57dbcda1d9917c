// Every button has a name a screen reader can say, in the UI's language: the icon-only ones Mantine
// draws for us (dialog and drawer close, pagination arrows and pages, notification and alert close,
// input clear, calendar arrows) included.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Alert, Drawer, Modal } from '@mantine/core';
import { DatePicker, DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import type { Contact } from '@atende/contract';
import { ids, jsonResponse, makeContact, makeUser } from '@/test/fixtures';
import { fakeServer, on, renderApp } from '@/test/render-app';
import { changeLanguage } from '@/shared/i18n/i18n';
import { sessionStore } from '@/shared/session/session-store';
import { disconnectSocket } from '@/shared/socket/socket-client';
import { DataTable } from '@/shared/ui/data-table';
import { AppProviders } from '../providers';

afterEach(() => {
  disconnectSocket();
  sessionStore.clear();
  vi.unstubAllGlobals();
  changeLanguage('pt-BR');
});

const unnamedButtons = () => screen.queryAllByRole('button', { name: '' }).map((b) => b.outerHTML.slice(0, 160));

function Kit() {
  return (
    <>
      <DataTable
        columns={[{ key: 'name', header: 'Nome', render: (row: { id: string }) => row.id }]}
        rows={[{ id: 'a' }]}
        rowKey={(row) => row.id}
        loading={false}
        caption="Tabela"
        paging={{ page: 2, perPage: 1, total: 3, onPageChange: () => undefined }}
      />
      <Alert withCloseButton title="Aviso">
        Texto
      </Alert>
      <DatePickerInput label="Data" value="2025-03-10" clearable onChange={() => undefined} />
      <DatePicker defaultDate="2025-03-01" />
      <Modal opened onClose={() => undefined} title="Diálogo">
        Conteúdo
      </Modal>
      <Drawer opened onClose={() => undefined} title="Gaveta">
        Conteúdo
      </Drawer>
    </>
  );
}

describe('icon-only buttons have accessible names', () => {
  it('in pt-BR: close, pagination, clear and notification buttons say what they do', async () => {
    render(
      <AppProviders env="test">
        <Kit />
      </AppProviders>,
    );
    act(() => void notifications.show({ message: 'Salvo', autoClose: false }));
    await screen.findByText('Salvo');
    expect(within(screen.getByRole('dialog', { name: 'Diálogo' })).getByRole('button', { name: 'Fechar' })).toBeTruthy();
    expect(within(screen.getByRole('dialog', { name: 'Gaveta' })).getByRole('button', { name: 'Fechar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fechar notificação' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Limpar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mês anterior' })).toBeTruthy();
    expect(unnamedButtons()).toEqual([]);
  });

  it('in English the same buttons speak English', async () => {
    changeLanguage('en');
    render(
      <AppProviders env="test">
        <Kit />
      </AppProviders>,
    );
    act(() => void notifications.show({ message: 'Saved', autoClose: false }));
    await screen.findByText('Saved');
    expect(within(screen.getByRole('dialog', { name: 'Diálogo' })).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeTruthy();
    expect(unnamedButtons()).toEqual([]);
  });
});

const contact = (n: number): Contact =>
  makeContact({
    _id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    number: `55119888877${String(n).padStart(2, '0')}`,
    name: `Cliente ${n}`,
    createdAt: '2025-01-02T12:00:00.000Z',
  });

describe('a whole screen has no nameless button', { timeout: 30_000 }, () => {
  it('/contacts with several pages and the contact drawer open', async () => {
    const user = makeUser('channel');
    sessionStore.start('tok-1', user);
    const base = `/api/contact/channel/${ids.channel}`;
    fakeServer(
      on('GET', '/api/user/me', () => jsonResponse(200, { statusCode: 200, user })),
      on('GET', new RegExp(`^${base}/page/1`), () => jsonResponse(200, { statusCode: 200, items: [contact(1), contact(2)], page: 1, perPage: 20, total: 65 })),
      on('GET', new RegExp(`^${base}/birthdays`), () => jsonResponse(200, { statusCode: 200, period: 'day', today: '2025-03-25', total: 0, contacts: [] })),
      on('GET', `/api/channel/tags/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, tags: [] })),
      on('GET', `/api/operator/hideDeleted/channel/${ids.channel}`, () => jsonResponse(200, { statusCode: 200, operators: [] })),
      on('GET', /^\/api\/attendance\/contact\//, () => jsonResponse(200, { statusCode: 200, items: [], page: 1, perPage: 5, total: 0 })),
    );
    renderApp('/contacts');
    await screen.findByText('Cliente 1', {}, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Novo contato' }));
    const drawer = await screen.findByRole('dialog', { name: 'Novo contato' });
    expect(within(drawer).getByRole('button', { name: 'Fechar' })).toBeTruthy();
    expect(unnamedButtons()).toEqual([]);
  });
});
