import { describe, expect, it } from 'vitest';
import { formatDocument, formatPhone, isHttpUrl, isValidCnpj, isValidCpf, isValidCpfOrCnpj, maskCpfCnpj } from '../br.js';
import { attendanceStatusLabel } from '../attendance.js';

describe('CPF and CNPJ', () => {
  it('checks the verification digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-26')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCpfOrCnpj('123')).toBe(false);
  });

  it('masks by length while typing: CPF up to 11 digits, CNPJ beyond', () => {
    expect(maskCpfCnpj('529982')).toBe('529.982');
    expect(maskCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCpfCnpj('11222333000181999')).toBe('11.222.333/0001-81');
  });

  it('shows 11 digits as CPF and 14 as CNPJ (spec section 5)', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('12345')).toBe('12345');
  });
});

describe('phones (spec section 5)', () => {
  it('adds the country code 55 when missing and uses the ninth digit format for 13 digits', () => {
    expect(formatPhone('11987654321')).toBe('+55 (11) 9 8765-4321');
    expect(formatPhone('5511987654321')).toBe('+55 (11) 9 8765-4321');
    expect(formatPhone('1133334444')).toBe('+55 (11) 3333-4444');
  });
});

describe('URLs and labels', () => {
  it('accepts only http and https URLs', () => {
    expect(isHttpUrl('https://exemplo.com.br')).toBe(true);
    expect(isHttpUrl('http://a.b')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('ftp://a.b')).toBe(false);
  });

  it('labels attendance statuses as spec section 4, anything else Finalizado', () => {
    expect(attendanceStatusLabel('waiting')).toBe('Aguardando');
    expect(attendanceStatusLabel('offline_operators')).toBe('Fila de Espera');
    expect(attendanceStatusLabel('in_attendance')).toBe('Em atendimento');
    expect(attendanceStatusLabel('opened')).toBe('Em auto-atendimento');
    expect(attendanceStatusLabel('campaign')).toBe('Campanha');
    expect(attendanceStatusLabel('abandoned')).toBe('Abandonado');
    expect(attendanceStatusLabel('in_survey')).toBe('Em pesquisa de satisfação');
    expect(attendanceStatusLabel('closed')).toBe('Finalizado');
  });
});
