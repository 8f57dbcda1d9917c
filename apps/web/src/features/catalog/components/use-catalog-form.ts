// The create/edit drawer's form: validated by the contract's schema, saved with POST or PUT, the
// server's field errors put back under the inputs, a success or danger alert after.
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, useZodForm } from '@/shared/forms/use-zod-form';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { errorMessage } from '@/shared/http/http-client';
import { isApiError } from '@/shared/http/api-error';
import { useCatalogSave, type CatalogResource, type CatalogRowBase } from '../api/catalog-resource';
import { catalogNamespace } from '../locales';
import type { CatalogEntityName } from './catalog-entity';

type Options<S extends z.ZodType<unknown, Record<string, unknown>>> = {
  entity: CatalogEntityName;
  resource: CatalogResource<CatalogRowBase>;
  channelId: string;
  rowId: string | null;
  schema: S;
  initialValues: z.input<S>;
  /** The field a 409 (name or shortcut taken) is shown under. */
  conflictField: string;
  onSaved: () => void;
};

export function useCatalogForm<S extends z.ZodType<unknown, Record<string, unknown>>>(options: Options<S>) {
  const { t } = useTranslation(catalogNamespace);
  const form = useZodForm(options.schema, options.initialValues);
  const save = useCatalogSave(options.resource, options.channelId);

  const submit = form.submitWith((parsed) => {
    save.mutate(
      { id: options.rowId, body: parsed },
      {
        onSuccess: () => {
          alertSuccess(t(`${options.entity}.${options.rowId ? 'updated' : 'created'}`));
          options.onSaved();
        },
        onError: (error) => {
          // A 409 (name taken) belongs under the name; other field errors under theirs; the rest to an alert.
          if (isApiError(error) && error.statusCode === 409) form.setFieldError(options.conflictField, error.erroMensagem);
          else if (!applyApiErrors(form, error)) alertDanger(errorMessage(error));
        },
      },
    );
  });

  return { form, submit, saving: save.isPending, title: t(`${options.entity}.${options.rowId ? 'editTitle' : 'createTitle'}`) };
}
