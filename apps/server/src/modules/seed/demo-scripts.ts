// What the demo store's customers and operators say: conversations per department (customer first,
// then turn by turn), with the tabulation each usually ends with, survey comments and notes.
// Placeholders: {primeiro} (the customer's first name), {produto}, {preco}, {pedido}, {cidade},
// {prazo}, {rastreio}, {vencimento}.
import type { StoreDepartment } from './demo-catalog.js';

export type Script = { department: StoreDepartment; tabulation: string; lines: readonly string[] };

export const openings = ['Oi', 'Olá', 'Boa tarde', 'Bom dia', 'Oi, tudo bem?', 'Olá, boa tarde!', 'Oii', 'Bom dia, tudo bem?'] as const;

export const operatorGreeting = (greeting: string, firstName: string, operator: string) =>
  `${greeting}, ${firstName}! Aqui é ${operator}, da Empresa Demo. Como posso ajudar?`;

export const operatorClosing = (firstName: string) => `Obrigado pelo contato, ${firstName}! Se precisar de mais alguma coisa, é só chamar por aqui.`;

export const scripts: readonly Script[] = [
  {
    department: 'Vendas',
    tabulation: 'Venda realizada',
    lines: [
      'Vocês têm {produto} à pronta entrega?',
      'Temos sim! Está saindo por {preco} no Pix, ou em até 10x sem juros no cartão.',
      'Qual o prazo de entrega para {cidade}?',
      'Para {cidade} o prazo é de {prazo} dias úteis, e o frete é grátis acima de R$ 199.',
      'Perfeito, vou fechar pelo Pix.',
      'Ótimo! Enviei o link de pagamento por aqui. Assim que o Pix cair, o pedido {pedido} entra em separação.',
      'Pago! Segue o comprovante.',
      'Pagamento confirmado, {primeiro}! Você recebe o código de rastreio assim que o pedido sair.',
    ],
  },
  {
    department: 'Vendas',
    tabulation: 'Venda realizada',
    lines: [
      'Tem cupom de desconto para primeira compra?',
      'Tem sim! Use o cupom BEMVINDO10 e ganhe 10% na primeira compra pelo site.',
      'Apliquei no {produto} e deu certo 😊',
      'Que bom! Qualquer dúvida no pagamento é só chamar.',
      'Compra feita, pedido {pedido}.',
      'Recebemos aqui, {primeiro}. Obrigado pela compra!',
    ],
  },
  {
    department: 'Vendas',
    tabulation: 'Dúvida resolvida',
    lines: [
      'O {produto} tem garantia?',
      'Tem sim: 12 meses de garantia do fabricante, contados da nota fiscal.',
      'E a voltagem, é bivolt?',
      'Temos nas duas voltagens, 127 V e 220 V. É só escolher na hora da compra.',
      'Entendi, obrigado pela informação!',
    ],
  },
  {
    department: 'Vendas',
    tabulation: 'Sem retorno',
    lines: [
      'Quanto está o {produto}?',
      'Está {preco} à vista, {primeiro}. Quer que eu reserve uma unidade para você?',
      'Vou ver com meu marido e te falo',
      'Combinado! Consigo segurar esse preço até amanhã. Posso te chamar à tarde?',
    ],
  },
  {
    department: 'Vendas',
    tabulation: 'Venda realizada',
    lines: [
      'Vocês vendem no atacado? Tenho uma loja em {cidade}.',
      'Vendemos sim! A partir de 10 unidades o {produto} sai com 18% de desconto.',
      'Preciso de 12 unidades. Aceitam boleto para 28 dias?',
      'Aceitamos, com cadastro aprovado. Pode me enviar o CNPJ da loja?',
      'Envio já, só um minuto',
      'Cadastro aprovado! Pedido {pedido} gerado com boleto para 28 dias.',
    ],
  },
  {
    department: 'Suporte',
    tabulation: 'Dúvida resolvida',
    lines: [
      'Meu pedido {pedido} ainda não chegou',
      'Vou verificar para você, {primeiro}, um instante.',
      'Ok',
      'O pedido saiu para entrega hoje cedo. O código de rastreio é {rastreio}, deve chegar até o fim do dia.',
      'Ah, que ótimo. Obrigada!',
    ],
  },
  {
    department: 'Suporte',
    tabulation: 'Troca ou devolução',
    lines: [
      'O {produto} chegou com defeito, não liga de jeito nenhum',
      'Sinto muito, {primeiro}! Pode me dizer o número do pedido?',
      'É o {pedido}',
      'Obrigado. Já abri a troca: você recebe por e-mail um código de postagem para enviar pelos Correios, sem custo.',
      'E quando chega o novo?',
      'Assim que o produto chegar ao nosso centro de distribuição, enviamos outro em até 2 dias úteis.',
      'Combinado, obrigada',
    ],
  },
  {
    department: 'Suporte',
    tabulation: 'Troca ou devolução',
    lines: [
      'Quero devolver o {produto}, não era o que eu esperava',
      'Tudo bem! Você está dentro do prazo de 7 dias, então o reembolso é integral.',
      'Como faço?',
      'Vou gerar o código de postagem do pedido {pedido} e enviar por e-mail. O estorno sai em até 5 dias úteis depois que recebermos.',
      'Ok, obrigado',
    ],
  },
  {
    department: 'Suporte',
    tabulation: 'Reclamação',
    lines: [
      'Estou muito insatisfeito, a entrega já atrasou duas vezes',
      'Peço desculpas pelo transtorno, {primeiro}. Vou verificar o que aconteceu com o pedido {pedido}.',
      'Já perdi a conta de quantas vezes liguei',
      'Entendo. A transportadora teve um problema na rota de {cidade}. Registrei a reclamação e o pedido sai amanhã com prioridade, com o frete devolvido.',
      'Espero que chegue mesmo',
    ],
  },
  {
    department: 'Financeiro',
    tabulation: 'Dúvida resolvida',
    lines: [
      'Preciso da segunda via do boleto do pedido {pedido}',
      'Claro! Acabei de gerar: o novo boleto vence em {vencimento}. Enviei também para o seu e-mail.',
      'Recebi, obrigado',
    ],
  },
  {
    department: 'Financeiro',
    tabulation: 'Dúvida resolvida',
    lines: [
      'Paguei o Pix mas o pedido continua como pendente',
      'Vou conferir, {primeiro}. Pode me enviar o comprovante?',
      'Segue',
      'Encontrei o pagamento: ele caiu depois do horário de conferência. O pedido {pedido} já está confirmado.',
      'Ufa, obrigada!',
    ],
  },
  {
    department: 'Financeiro',
    tabulation: 'Dúvida resolvida',
    lines: [
      'Como faço para receber a nota fiscal?',
      'A nota fiscal vai por e-mail quando o pedido é faturado. Vou reenviar a do pedido {pedido} agora.',
      'Chegou aqui, valeu!',
    ],
  },
];

/** A customer answering the weekly offers campaign. */
export const campaignReplies = ['Quero aproveitar!', 'Tem a air fryer nessa promoção?', 'Qual o valor com desconto?', 'Ainda tem o liquidificador?', 'Quero sim'] as const;

export const surveyComments = {
  good: ['Atendimento rápido e muito educado', 'Resolveram tudo na hora, obrigada!', 'Muito bom, recomendo', 'Atendente super atenciosa', 'Gostei bastante, voltarei a comprar'],
  bad: ['Demorou para me responderem', 'Não resolveram o meu problema', 'A entrega atrasou de novo', 'Esperei muito na fila'],
} as const;

export const observations = [
  'Cliente pediu retorno por e-mail.',
  'Enviado código de rastreio.',
  'Cupom BEMVINDO10 aplicado.',
  'Cliente prefere contato à tarde.',
  'Troca aprovada pelo supervisor.',
  'Pagamento confirmado pelo financeiro.',
] as const;
