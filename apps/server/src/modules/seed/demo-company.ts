// The demo company's fixed parts: its logins, the manager's permissions, quick answers, tabulations
// and the bot's menus (the store's history builds on them).
import type { Menu, PermissionName } from '@atende/contract';

export const demoLogins = ['admin', 'empresa', 'gerente', 'operador'] as const;
export const demoManagerPermissions: PermissionName[] = ['Contacts', 'Reports', 'AttendancesManage', 'Managemenu'];

/** Typed with `/` in the composer; the variables are filled in on the operator's screen. */
export const demoQuickAnswers = [
  { shortcut: 'saudacao', text: '{{saudacao}}, {{primeiro_nome}}! Aqui é {{operador}}, da Empresa Demo. Como posso ajudar?' },
  { shortcut: 'protocolo', text: 'O seu atendimento tem o protocolo {{protocolo}}. Guarde este número para acompanhar a sua solicitação.' },
  { shortcut: 'encerramento', text: 'Obrigado pelo contato, {{primeiro_nome}}! Se precisar de mais alguma coisa, é só chamar por aqui.' },
];

/** How the demo's attendances end: with tabulations in the channel, finishing requires one. */
export const demoTabulations = ['Dúvida resolvida', 'Venda realizada', 'Sem retorno'] as const;

/**
 * A ready bot for the demo channel: a list whose rows answer, lead to frequent questions or to the
 * general queue. The bare company (DEMO_HISTORY=off, the tests) leaves it off (Gerenciar › ChatBot
 * turns it on; "Testar" tries it meanwhile); the store turns it on with a row per department.
 */
export const demoMenus: Menu[] = [
  {
    id: 'inicio',
    name: 'Menu inicial',
    kind: 'list',
    header: 'Empresa Demo',
    text: 'Sou o assistente virtual da Empresa Demo. Como posso ajudar?',
    buttonText: 'Ver opções',
    sections: [
      {
        title: 'Atendimento',
        rows: [
          { id: 'atendente', title: 'Falar com um atendente', description: 'Uma pessoa da nossa equipe responde', target: { kind: 'department', departmentId: null } },
          { id: 'duvidas', title: 'Dúvidas frequentes', target: { kind: 'menu', menuId: 'duvidas' } },
        ],
      },
      {
        title: 'Informações',
        rows: [
          { id: 'horario', title: 'Horário de atendimento', target: { kind: 'answer', text: 'Atendemos de segunda a sexta, das 8h às 18h, e aos sábados, das 8h às 12h.' } },
          { id: 'sair', title: 'Encerrar conversa', target: { kind: 'end' } },
        ],
      },
    ],
  },
  {
    id: 'duvidas',
    name: 'Dúvidas frequentes',
    kind: 'buttons',
    text: 'Sobre o que é a sua dúvida?',
    options: [
      { id: 'entrega', title: 'Entrega', target: { kind: 'answer', text: 'Entregamos em até 5 dias úteis em todo o Brasil. O código de rastreio chega por aqui.' } },
      { id: 'pagamento', title: 'Pagamento', target: { kind: 'answer', text: 'Aceitamos Pix, boleto e cartão de crédito em até 10 vezes sem juros.' } },
      { id: 'voltar', title: 'Voltar', target: { kind: 'menu', menuId: 'inicio' } },
    ],
  },
];
