// What the demo store is: its departments, team, tags, extra tabulations and quick answers, approved
// templates, products and the bot menu that routes to its departments. Plain data, no database.
import type { Menu, TemplateButton, TemplateHeader } from '@atende/contract';
import { demoMenus } from './demo-company.js';

export const storeDepartments = ['Vendas', 'Suporte', 'Financeiro'] as const;
export type StoreDepartment = (typeof storeDepartments)[number];

export type StoreOperator = {
  /** null: the demo login `operador` (created with the company). */
  login: string | null;
  name: string;
  departments: readonly StoreDepartment[];
  hours: { weekStartTime: string; weekFinishTime: string; satStartTime: string; satFinishTime: string; sunStartTime: string; sunFinishTime: string };
  /** How much of the department's work this person takes. */
  weight: number;
};

/**
 * The team. Operador Demo keeps the all-day window of a new operator (a visitor may try the demo at
 * any hour without the working-hours logout) and serves every department, so whatever a customer
 * chooses in the bot reaches whoever is trying the demo.
 */
export const storeOperators: readonly StoreOperator[] = [
  {
    login: null,
    name: 'Operador Demo',
    departments: ['Vendas', 'Suporte', 'Financeiro'],
    hours: { weekStartTime: '00:00', weekFinishTime: '23:59', satStartTime: '00:00', satFinishTime: '23:59', sunStartTime: '00:00', sunFinishTime: '23:59' },
    weight: 3,
  },
  {
    login: 'carla',
    name: 'Carla Mendes',
    departments: ['Vendas'],
    hours: { weekStartTime: '08:00', weekFinishTime: '17:00', satStartTime: '08:00', satFinishTime: '12:00', sunStartTime: '09:00', sunFinishTime: '13:00' },
    weight: 4,
  },
  {
    login: 'bruno',
    name: 'Bruno Tavares',
    departments: ['Suporte', 'Financeiro'],
    hours: { weekStartTime: '09:00', weekFinishTime: '18:00', satStartTime: '08:00', satFinishTime: '12:00', sunStartTime: '09:00', sunFinishTime: '13:00' },
    weight: 4,
  },
  {
    login: 'juliana',
    name: 'Juliana Rocha',
    departments: ['Vendas', 'Suporte'],
    hours: { weekStartTime: '10:00', weekFinishTime: '19:00', satStartTime: '09:00', satFinishTime: '13:00', sunStartTime: '09:00', sunFinishTime: '13:00' },
    weight: 3,
  },
];

export const storeTags = [
  { name: 'Cliente VIP', color: '#f59f00' },
  { name: 'Novo cliente', color: '#37b24d' },
  { name: 'Atacado', color: '#1c7ed6' },
  { name: 'Recorrente', color: '#7048e8' },
  { name: 'Inadimplente', color: '#e03131' },
] as const;
export type StoreTag = (typeof storeTags)[number]['name'];

/** Beside the company's three (Dúvida resolvida, Venda realizada, Sem retorno). */
export const storeExtraTabulations = ['Troca ou devolução', 'Reclamação'] as const;

export const storeQuickAnswers = [
  { shortcut: 'pix', text: 'Nossa chave Pix é o CNPJ 12.345.678/0001-95 (Empresa Demo Comércio Ltda.). Assim que pagar, envie o comprovante por aqui, {{primeiro_nome}}.' },
  { shortcut: 'prazo', text: 'Entregamos em até 5 dias úteis na Grande São Paulo e em até 10 dias úteis nas demais regiões. Frete grátis acima de R$ 199.' },
  { shortcut: 'troca', text: 'Você pode trocar ou devolver em até 7 dias após o recebimento. Vou gerar o código de postagem e enviar por e-mail.' },
  { shortcut: 'garantia', text: 'Todos os produtos têm 12 meses de garantia do fabricante, contados da data da nota fiscal.' },
];

export type StoreTemplate = {
  name: string;
  category: 'MARKETING' | 'UTILITY';
  header: TemplateHeader | null;
  body: string;
  footer: string | null;
  buttons: TemplateButton[];
};

export const CAMPAIGN_TEMPLATE = 'ofertas_da_semana';

/** Approved by "Meta" (the simulator stands in for it) before the history starts. */
export const storeTemplates: readonly StoreTemplate[] = [
  {
    name: CAMPAIGN_TEMPLATE,
    category: 'MARKETING',
    header: { format: 'TEXT', text: 'Ofertas da semana' },
    body: 'Olá, {{1}}! Nesta semana, {{2}} com até 30% de desconto na Empresa Demo. Responda esta mensagem para garantir o seu.',
    footer: 'Para não receber ofertas, responda SAIR',
    buttons: [],
  },
  {
    name: 'pedido_enviado',
    category: 'UTILITY',
    header: null,
    body: 'Olá, {{1}}! Seu pedido {{2}} foi enviado e chega em até {{3}} dias úteis. Código de rastreio: {{4}}.',
    footer: null,
    buttons: [],
  },
  {
    name: 'lembrete_pagamento',
    category: 'UTILITY',
    header: null,
    body: 'Olá, {{1}}. O boleto do pedido {{2}} vence em {{3}}. Se você já pagou, desconsidere esta mensagem.',
    footer: 'Empresa Demo',
    buttons: [],
  },
  {
    name: 'retomar_atendimento',
    category: 'UTILITY',
    header: null,
    body: 'Olá, {{1}}! Aqui é da Empresa Demo. Podemos continuar o seu atendimento por aqui?',
    footer: null,
    buttons: [
      { type: 'QUICK_REPLY', text: 'Sim, podemos' },
      { type: 'QUICK_REPLY', text: 'Agora não' },
    ],
  },
  {
    name: 'feliz_aniversario',
    category: 'MARKETING',
    header: null,
    body: 'Feliz aniversário, {{1}}! Para comemorar, use o cupom NIVER15 e ganhe 15% de desconto até o fim do mês.',
    footer: null,
    buttons: [],
  },
];

export const storeProducts = [
  { name: 'Air fryer 4 litros', price: 'R$ 399,90' },
  { name: 'Liquidificador 1200 W', price: 'R$ 189,90' },
  { name: 'Cafeteira elétrica', price: 'R$ 149,90' },
  { name: 'Jogo de panelas antiaderente', price: 'R$ 459,00' },
  { name: 'Ventilador de mesa 40 cm', price: 'R$ 219,90' },
  { name: 'Fone de ouvido bluetooth', price: 'R$ 129,90' },
  { name: 'Smartwatch', price: 'R$ 349,00' },
  { name: 'Aspirador robô', price: 'R$ 1.199,00' },
  { name: 'Micro-ondas 30 litros', price: 'R$ 699,00' },
  { name: 'Batedeira planetária', price: 'R$ 529,90' },
] as const;

export const storeCities = ['São Paulo', 'Guarulhos', 'Campinas', 'Santos', 'Osasco', 'Sorocaba', 'Santo André', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba'] as const;

/** The bot's menu row (menu id "inicio") that leads to each department. */
export const departmentRowIds: Record<StoreDepartment, string> = { Vendas: 'comprar', Suporte: 'trocas', Financeiro: 'financeiro' };

/**
 * The company's bot with its "talk to someone" row split by department: the same tree (inicio,
 * duvidas), its first section now routing buyers, deliveries/returns and payments to their teams.
 */
export function storeMenus(departmentIds: Record<StoreDepartment, string>): Menu[] {
  return demoMenus.map((menu): Menu => {
    if (menu.kind !== 'list' || menu.id !== 'inicio') return menu;
    const [first, ...others] = menu.sections;
    const faq = first?.rows.find((r) => r.id === 'duvidas');
    return {
      ...menu,
      text: 'Sou o assistente virtual da Empresa Demo. Escolha o assunto e já chamamos a pessoa certa.',
      sections: [
        {
          title: 'Atendimento',
          rows: [
            { id: departmentRowIds.Vendas, title: 'Comprar um produto', description: 'Preços, estoque, cupons e formas de pagamento', target: { kind: 'department', departmentId: departmentIds.Vendas } },
            { id: departmentRowIds.Suporte, title: 'Entregas e trocas', description: 'Acompanhar pedido, troca, devolução ou garantia', target: { kind: 'department', departmentId: departmentIds.Suporte } },
            { id: departmentRowIds.Financeiro, title: 'Boletos e notas fiscais', description: 'Segunda via, Pix e nota fiscal', target: { kind: 'department', departmentId: departmentIds.Financeiro } },
            ...(faq ? [faq] : []),
          ],
        },
        ...others,
      ],
    };
  });
}
