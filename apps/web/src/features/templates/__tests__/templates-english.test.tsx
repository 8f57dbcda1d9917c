import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { cleanAppStateBetweenTests } from '@/test/clean-state';
import { changeLanguage } from '@/shared/i18n/i18n';
import { listQuery, makeTemplate, ownerServer, page } from './template-fixtures';

cleanAppStateBetweenTests();

const rowOf = async (name: string) => (await screen.findByText(name, {}, { timeout: 10000 })).closest('tr') as HTMLElement;

describe('/manageHSMModels in English', { timeout: 30000 }, () => {
  it('shows the review status badges, the categories and the status filter in English, not the contract’s pt-BR labels', async () => {
    changeLanguage('en');
    try {
      const all = [makeTemplate(1, { name: 'boas_vindas', category: 'MARKETING', status: 'PENDING' }), makeTemplate(2, { name: 'cobranca', status: 'APPROVED' })];
      ownerServer((request) => (request.method === 'GET' && request.url.startsWith('/api/templates?') ? page(all, listQuery(request.url), all.length) : undefined));
      renderApp('/manageHSMModels');
      const welcome = await rowOf('boas_vindas');
      expect(within(welcome).getByText('Pending review')).toBeTruthy();
      expect(within(welcome).queryByText('Em análise')).toBeNull();
      expect(within(await rowOf('cobranca')).getByText('Approved')).toBeTruthy();
      expect(within(await rowOf('cobranca')).getByText('Utility')).toBeTruthy();
      fireEvent.click(screen.getByRole('textbox', { name: 'Status' }));
      expect(await screen.findByRole('option', { name: 'Rejected' })).toBeTruthy();
      expect(screen.queryByRole('option', { name: 'Rejeitado' })).toBeNull();
    } finally {
      changeLanguage('pt-BR');
    }
  });
});
