import { describe, expect, it } from 'vitest';
import { WORK_TIME_OVER_MESSAGE } from '@atende/contract';
import { commonPtBR } from '../locales/pt-BR';
import { commonEn } from '../locales/en';
import { authLocales } from '@/features/auth/locales';
import { channelsLocales } from '@/features/channels/locales';
import { dashboardLocales } from '@/features/dashboard/locales';
import { attendanceLocales } from '@/features/attendance/locales';
import { profileLocales } from '@/features/profile/locales';
import { calendarLocales } from '@/features/calendar/locales';
import { catalogLocales } from '@/features/catalog/locales';
import { attendancesManageLocales } from '@/features/attendances-manage/locales';
import { channelSettingsLocales } from '@/features/channel-settings/locales';
import { accessLogLocales } from '@/features/access-log/locales';
import { operatorsLocales } from '@/features/operators/locales';
import { supervisorsLocales } from '@/features/supervisors/locales';
import { chatbotLocales } from '@/features/chatbot/locales';
import { templatesLocales } from '@/features/templates/locales';
import { campaignsLocales } from '@/features/campaigns/locales';
import { gupshupTrafficLocales } from '@/features/reports-gupshup-traffic/locales';
import { productsLocales } from '@/features/products/locales';
import { expectSameLocaleKeys } from '@/test/locale-keys';
import { i18n } from '../i18n';

const bundles = {
  common: { 'pt-BR': commonPtBR, en: commonEn },
  auth: authLocales,
  channels: channelsLocales,
  dashboard: dashboardLocales,
  attendance: attendanceLocales,
  profile: profileLocales,
  calendar: calendarLocales,
  catalog: catalogLocales,
  attendancesManage: attendancesManageLocales,
  channelSettings: channelSettingsLocales,
  accessLog: accessLogLocales,
  operators: operatorsLocales,
  supervisors: supervisorsLocales,
  chatbot: chatbotLocales,
  templates: templatesLocales,
  campaigns: campaignsLocales,
  gupshupTraffic: gupshupTrafficLocales,
  products: productsLocales,
};

describe('locales', () => {
  it.each(Object.entries(bundles))('%s: English has exactly the pt-BR keys, none empty', (_ns, bundle) => expectSameLocaleKeys(bundle));

  it('defaults to pt-BR', () => {
    expect(i18n.language).toBe('pt-BR');
    expect(i18n.t('header.myProfile')).toBe('Meu Perfil');
  });

  it('uses the spec wording for the end of the work day', () => {
    expect(commonPtBR.alerts.workTimeOver).toBe(WORK_TIME_OVER_MESSAGE);
  });
});
