import { describe, expect, it } from 'vitest';
import { catchAllRoute, findRoute, routeAccessTable } from '@atende/contract';
import { makeUser } from '@/test/fixtures';
import { i18n } from '@/shared/i18n/i18n';
import { resolveHeader } from '../route-header';

const title = (path: string, role: Parameters<typeof makeUser>[0] = 'channel') => {
  const header = resolveHeader(findRoute(path), makeUser(role));
  return {
    title: header ? i18n.t(`titles.${header.titleKey}`, { lng: 'pt-BR' }) : null,
    subtitle: header?.subtitleKey ? i18n.t(`subtitles.${header.subtitleKey}`, { lng: 'pt-BR' }) : null,
  };
};

describe('page titles', () => {
  it.each([
    ['/channels', 'Canais', null],
    ['/attendancesManage', 'Atendimentos', null],
    ['/contacts', 'Contatos', null],
    ['/manageKanban', 'Clientes', 'Kanban'],
    ['/reportAverage', 'Relatórios', 'Tempo médio de espera e de atendimento (TME/TMA)'],
    ['/reportGupshupTraffic', 'Relatórios', 'Tráfego do provedor'],
    ['/manageDepartments', 'Gerenciar', 'Departamentos'],
    ['/manageQuickAnswers', 'Gerenciar', 'Respostas rápidas'],
    ['/productsList', 'Produtos', null],
    ['/catalogConfig', 'Configurações', null],
    ['/groups', 'Grupos', null],
    ['/api', 'API', null],
    ['/calendar', 'Agenda', null],
    ['/log', 'Log de acesso', null],
    ['/qr', 'QR Code', null],
    ['/main', 'Dashboard', null],
  ])('%s reads "%s" / %s', (path, expectedTitle, expectedSubtitle) => {
    expect(title(path)).toEqual({ title: expectedTitle, subtitle: expectedSubtitle });
  });

  it('titles Home by role: Canais for admin, Dashboard for the others', () => {
    expect(title('/', 'admin').title).toBe('Canais');
    expect(title('/', 'channel_manager').title).toBe('Dashboard');
  });

  it('has a pt-BR title and subtitle for every route of the table', () => {
    for (const access of routeAccessTable) {
      expect(i18n.exists(`titles.${access.title}`, { lng: 'pt-BR' }), access.path).toBe(true);
      if (access.subtitle) expect(i18n.exists(`subtitles.${access.subtitle}`, { lng: 'pt-BR' }), access.path).toBe(true);
    }
  });

  it('shows no subheader on the not-found page', () => {
    expect(resolveHeader(catchAllRoute, makeUser('channel'))).toBeNull();
  });
});
