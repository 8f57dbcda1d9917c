// The simulator page says "refused" (open it on this machine or with the channel's secret) only for
// the server's simulator_forbidden; any other failure is not mistaken for a missing secret.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { loadSimulatorChannel, SimulatorRefusedError } from '../api/simulator-api';

const channelId = '00000000-0000-4000-8000-0000000000aa';

const answering = (response: Response) => vi.stubGlobal('fetch', vi.fn(async () => response));

afterEach(() => vi.unstubAllGlobals());

describe('loading the simulator channel', () => {
  it('is refused when the server answers simulator_forbidden', async () => {
    answering(jsonResponse(403, { statusCode: 403, error: 'simulator_forbidden', erroMensagem: 'O simulador só pode ser usado nesta máquina ou com o segredo do canal (?segredo=…).' }));
    await expect(loadSimulatorChannel(channelId, 'wrong')).rejects.toBeInstanceOf(SimulatorRefusedError);
  });

  it('is a plain failure for any other refusal, even a 403', async () => {
    answering(jsonResponse(403, { statusCode: 403, error: 'forbidden', erroMensagem: 'Você não tem permissão para acessar este recurso.' }));
    const failure = await loadSimulatorChannel(channelId, null).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(SimulatorRefusedError);
  });
});
