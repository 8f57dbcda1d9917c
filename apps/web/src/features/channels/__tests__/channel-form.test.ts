import { describe, expect, it } from 'vitest';
import { checkChannelForm, emptyChannelForm, type ChannelFormState } from '../components/channel-form';

const filled = (): ChannelFormState => ({
  name: 'Padaria Central',
  channelNumber: '+55 (11) 98888-7777',
  apiType: 'cloud',
  credentials: [
    { id: 1, key: ' phoneNumberId ', value: '123' },
    { id: 2, key: '', value: 'ignored' },
  ],
  owner: { login: 'padaria', password: 'segredo-123', name: 'Joana', email: 'joana@padaria.com' },
});

describe('create-company form', () => {
  it('reports every missing field with the contract pt-BR messages, keyed by path', () => {
    const check = checkChannelForm(emptyChannelForm());
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      name: 'Informe o nome da empresa',
      channelNumber: 'Número do canal inválido',
      apiType: 'Tipo de API inválido',
      'owner.login': 'O login deve ter ao menos 3 caracteres',
      'owner.password': 'A senha deve ter ao menos 8 caracteres',
      'owner.name': 'Informe o nome',
      'owner.email': 'E-mail inválido',
    });
  });

  it('builds the request body: credentials as a record of the named rows', () => {
    const check = checkChannelForm(filled());
    expect(check).toEqual({
      ok: true,
      value: {
        name: 'Padaria Central',
        channelNumber: '+55 (11) 98888-7777',
        apiType: 'cloud',
        credentials: { phoneNumberId: '123' },
        owner: { login: 'padaria', password: 'segredo-123', name: 'Joana', email: 'joana@padaria.com' },
      },
    });
  });
});
