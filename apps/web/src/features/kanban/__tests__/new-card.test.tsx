import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Contact } from '@atende/contract';
import { on, renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { ids, makeContact } from '@/test/fixtures';
import { contactId, fail, kanbanId, kanbanServer, makeBoard, makeCard, ok, queryOf, stepId } from './kanban-fixtures';

cleanAppStateBetweenTests();

const slow = { timeout: 10000 };
const contact = (n: number, name: string): Contact => makeContact({ _id: contactId(n), number: `55119000000${n}`, name });
const contactsUrl = new RegExp(`^/api/contact/channel/${ids.channel}/page/1`);

function newCardServer(post: (body: unknown) => Response) {
  return kanbanServer(
    makeBoard(),
    on('GET', contactsUrl, () => ok({ items: [contact(7, 'Joana Prado'), contact(8, 'Pedro Lima')], page: 1, perPage: 20, total: 2 })),
    on('POST', `/api/kanbans/${kanbanId}/cards`, post),
  );
}

async function openModal() {
  renderApp(`/manageKanban?id=${kanbanId}`);
  await screen.findByRole('region', { name: 'Etapa Prospecção' }, slow);
  fireEvent.click(screen.getByRole('button', { name: 'Novo cartão' }));
  return screen.findByRole('dialog', { name: 'Novo cartão' });
}

describe('/manageKanban "Novo cartão"', { timeout: 30000 }, () => {
  it('posts the chosen contact, step, title (the contact name by default) and value in cents', async () => {
    const server = newCardServer((body) => ok({ card: makeCard(9, { stepId: (body as { stepId: string }).stepId, title: 'Joana Prado' }) }, 201));
    const dialog = await openModal();
    expect(within(dialog).getByRole('textbox', { name: 'Etapa' })).toHaveProperty('value', 'Prospecção');

    const search = within(dialog).getByRole('textbox', { name: 'Contato' });
    fireEvent.click(search);
    fireEvent.change(search, { target: { value: 'jo' } });
    await waitFor(() => expect(server.calls.some((c) => contactsUrl.test(c.url) && queryOf(c.url).search === 'jo')).toBe(true));
    fireEvent.click(await screen.findByRole('option', { name: /Joana Prado/ }));
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveProperty('value', 'Joana Prado');

    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Etapa' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Proposta' }));
    // Typed as a person types it: the decimal comma is the separator, not a thousands mark.
    const value = within(dialog).getByRole('textbox', { name: 'Valor' });
    for (const typed of ['4', '49', '49,', '49,9', '49,90']) fireEvent.change(value, { target: { value: typed } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar cartão' }));

    expect(await screen.findByText('Cartão criado.')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { contactId: contactId(7), stepId: stepId(2), title: 'Joana Prado', valueCents: 4990 },
    ]);
    // The new card shows on the board without a re-read.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Etapa Proposta' })).getByText('Joana Prado')).toBeTruthy());
  });

  it('keeps the modal open with the message when the contact is already on the board (409)', async () => {
    newCardServer(() => fail(409, 'duplicate', 'Este contato já tem um cartão neste quadro.'));
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Contato' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Contato' }), { target: { value: 'Pe' } });
    fireEvent.click(await screen.findByRole('option', { name: /Pedro Lima/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar cartão' }));
    expect(await within(dialog).findByText('Este contato já tem um cartão neste quadro.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Novo cartão' })).toBeTruthy();
  });
});
