// The reports module's failures (apps/server/src/modules/reports): the provider traffic report.
import { defineErrors } from './define.js';

export const reportsErrors = defineErrors({
  report_channel_required: { status: 400, code: 'channel_required', message: 'Escolha o canal do relatório.' },
  other_channel: { status: 403, message: 'Você só vê o tráfego do seu próprio canal.' },
  // Exports (modules/reports/export).
  report_export_unavailable: { status: 409, message: 'A exportação deste relatório ainda não está disponível.' },
  report_export_not_found: { status: 404, message: 'Exportação não encontrada. Arquivos de exportação ficam disponíveis por 24 horas.' },
  report_export_not_ready: { status: 409, message: 'A exportação ainda não terminou.' },
  report_export_link_invalid: { status: 403, message: 'Link de download inválido ou expirado. Abra a exportação de novo para gerar outro link.' },
  // The report filter's user (/reportAccessLog) is not one of the caller's company (platform/db/owned-ids).
  owned_user_missing: { status: 404, code: 'user_not_found', message: 'Usuário não encontrado.' },
});
