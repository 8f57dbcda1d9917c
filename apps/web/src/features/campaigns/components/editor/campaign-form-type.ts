import type { UseFormReturnType } from '@mantine/form';
import type { CampaignFormValues } from '../../model/campaign-form';

export type CampaignForm = UseFormReturnType<CampaignFormValues>;

/**
 * Replaces a whole object or list of the form and clears only the errors shown under `errorsUnder`
 * (the part that changed), as typing in a plain input clears its own message and no other.
 */
export function setPart<K extends keyof CampaignFormValues>(form: CampaignForm, path: K, value: CampaignFormValues[K], errorsUnder: string = path): void {
  const kept = Object.entries(form.errors).filter(([key]) => key !== errorsUnder && !key.startsWith(`${errorsUnder}.`));
  const next = { ...form.getValues() };
  next[path] = value;
  // setValues clears every error: the ones about other fields come back.
  form.setValues(next);
  form.setErrors(Object.fromEntries(kept));
}
