export const simulatorPtBR = {
  title: 'Simulador de WhatsApp',
  subtitle: 'Faça o papel do cliente: as mensagens entram na plataforma pelo mesmo caminho de um provedor real.',
  channel: 'Canal: {{name}} ({{number}})',
  noChannel: 'Nenhum canal de simulador disponível.',
  refused: 'Acesso negado ao simulador. Use-o nesta máquina ou abra o link com o segredo do canal (?canal=…&segredo=…).',
  customer: {
    heading: 'Cliente',
    number: 'Número do cliente',
    numberHint: 'Com DDI e DDD, só números (ex.: 5511987654321)',
    name: 'Nome do cliente',
    open: 'Abrir conversa',
    invalidNumber: 'Informe de 10 a 15 dígitos, com DDI e DDD.',
    recent: 'Conversas recentes',
  },
  chat: {
    empty: 'Nenhuma mensagem ainda. Escreva como se fosse o cliente.',
    placeholder: 'Mensagem do cliente',
    send: 'Enviar',
    sending: 'Enviando…',
    failed: 'Não foi possível enviar: {{reason}}',
    choose: 'Escolher',
    pickCustomer: 'Escolha ou digite um cliente para começar.',
    you: 'Cliente',
    company: 'Empresa',
  },
  ticks: { pending: 'Enviando', sent: 'Enviada', delivered: 'Entregue', read: 'Lida', failed: 'Falhou', received: 'Recebida' },
};
export type SimulatorMessages = typeof simulatorPtBR;
