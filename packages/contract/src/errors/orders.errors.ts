// The orders module's failures (apps/server/src/modules/orders): orders, their status flow, and the
// store integration (freight, stock, payment link, payment webhook). A store that fails answers a
// 502/504 in pt-BR, never a 500: the operator reads what to do.
import { defineErrors } from './define.js';

export const ordersErrors = defineErrors({
  order_not_found: { status: 404, message: 'Pedido não encontrado.' },
  order_transition_refused: { status: 409, message: 'Não é possível passar o pedido de "{from}" para "{to}".' },
  order_not_editable: { status: 409, message: 'Só é possível alterar itens, frete e desconto de um pedido aberto.' },
  order_discount_too_high: { status: 400, message: 'O desconto não pode passar do subtotal mais o frete.' },
  order_unknown_products: { status: 409, message: 'O pedido tem itens fora do catálogo ({skus}): ajuste os itens antes de confirmar.' },
  order_stock_short: { status: 409, message: 'Estoque insuficiente: {items}.' },
  order_payment_link_status: { status: 409, message: 'Só é possível enviar o link de pagamento de um pedido aberto ou aguardando pagamento.' },
  order_without_attendance: { status: 409, message: 'O pedido não está ligado a um atendimento para enviar a mensagem.' },
  store_not_configured: { status: 409, message: 'Configure a integração da loja em Configurações do catálogo.' },
  store_payment_not_configured: { status: 409, message: 'Configure o token do Mercado Pago em Configurações do catálogo.' },
  store_timeout: { status: 504, message: 'A loja não respondeu a tempo. Tente de novo em instantes.' },
  store_unavailable: { status: 502, message: 'A loja respondeu com erro ({status}). Tente de novo em instantes.' },
  store_auth_failed: { status: 502, message: 'A loja recusou as credenciais configuradas. Confira as chaves em Configurações do catálogo.' },
  store_bad_answer: { status: 502, message: 'A loja respondeu algo que não conseguimos ler.' },
  store_unreachable: { status: 502, message: 'Não foi possível falar com a loja. Tente de novo em instantes.' },
  store_cep_not_served: { status: 422, message: 'A loja não entrega no CEP {cep}.' },
  store_webhook_signature_invalid: { status: 401, message: 'Assinatura do webhook de pagamento inválida.' },
  store_webhook_unknown_channel: { status: 404, message: 'Canal do webhook de pagamento não encontrado.' },
});
