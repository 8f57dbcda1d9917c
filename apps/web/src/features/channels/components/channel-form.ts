// The create-company form's state and its mapping to the contract's channelCreateSchema input.
import { channelCreateSchema, type ApiType, type ChannelCreate } from '@atende/contract';
import { zodFieldErrors } from '@/shared/ui/zod-errors';

export type CredentialRow = { id: number; key: string; value: string };

export type ChannelFormState = {
  name: string;
  channelNumber: string;
  apiType: ApiType | null;
  credentials: CredentialRow[];
  owner: { login: string; password: string; name: string; email: string };
};

export const emptyChannelForm = (): ChannelFormState => ({
  name: '',
  channelNumber: '',
  apiType: null,
  credentials: [],
  owner: { login: '', password: '', name: '', email: '' },
});

export function toChannelCreate(state: ChannelFormState): ChannelCreate {
  const credentials = Object.fromEntries(
    state.credentials.filter((row) => row.key.trim() !== '').map((row) => [row.key.trim(), row.value]),
  );
  return {
    name: state.name,
    channelNumber: state.channelNumber,
    // An unset select is sent as-is so the schema answers with its own message.
    apiType: state.apiType as ApiType,
    credentials,
    owner: { ...state.owner, email: state.owner.email.trim() },
  };
}

export type ChannelFormCheck = { ok: true; value: ChannelCreate } | { ok: false; errors: Record<string, string> };

/** Validates with the same schema the server uses; errors keyed by field path ("owner.login"). */
export function checkChannelForm(state: ChannelFormState): ChannelFormCheck {
  const input = toChannelCreate(state);
  const parsed = channelCreateSchema.safeParse(input);
  return parsed.success ? { ok: true, value: input } : { ok: false, errors: zodFieldErrors(parsed.error) };
}
