// The reports module's failures (apps/server/src/modules/reports): the provider traffic report.
import { defineErrors } from './define.js';

export const reportsErrors = defineErrors({
  report_channel_required: { status: 400, code: 'channel_required', message: 'Escolha o canal do relatório.' },
  other_channel: { status: 403, message: 'Você só vê o tráfego do seu próprio canal.' },
});
