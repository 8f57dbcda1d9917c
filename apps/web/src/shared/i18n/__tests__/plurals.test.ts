import { afterEach, describe, expect, it } from 'vitest';
import { attendanceNamespace } from '@/features/attendance/locales';
import { catalogNamespace } from '@/features/catalog/locales';
import { contactImportNamespace } from '@/features/contact-import/locales';
import { campaignsNamespace } from '@/features/campaigns/locales';
import { changeLanguage, i18n } from '../i18n';

afterEach(() => changeLanguage('pt-BR'));

describe('plurals', () => {
  it('pt-BR counts zero as plural: "0 atendimentos", "1 atendimento", "2 atendimentos"', () => {
    const total = (count: number) => i18n.t('list.total', { ns: attendanceNamespace, count });
    expect(total(0)).toBe('0 atendimentos');
    expect(total(1)).toBe('1 atendimento');
    expect(total(2)).toBe('2 atendimentos');
    expect(i18n.t('tabulations.usage.attendances', { ns: catalogNamespace, count: 0 })).toBe('0 atendimentos');
    expect(i18n.t('list.unread', { ns: attendanceNamespace, count: 0 })).toBe('0 mensagens não lidas');
  });

  it('English keeps "0 attendances" and "1 attendance"', () => {
    changeLanguage('en');
    expect(i18n.t('list.total', { ns: attendanceNamespace, count: 0 })).toBe('0 attendances');
    expect(i18n.t('list.total', { ns: attendanceNamespace, count: 1 })).toBe('1 attendance');
  });

  it('counts that used "(s)" read as proper singular and plural in both languages', () => {
    expect(i18n.t('mapping.start', { ns: contactImportNamespace, count: 1 })).toBe('Importar 1 contato');
    expect(i18n.t('mapping.start', { ns: contactImportNamespace, count: 3 })).toBe('Importar 3 contatos');
    expect(i18n.t('send.confirmMessage', { ns: campaignsNamespace, count: 1 })).toMatch(/^A mensagem será enviada agora para 1 contato\./);
    changeLanguage('en');
    expect(i18n.t('mapping.start', { ns: contactImportNamespace, count: 1 })).toBe('Import 1 contact');
    expect(i18n.t('mapping.start', { ns: contactImportNamespace, count: 0 })).toBe('Import 0 contacts');
  });
});
