// The create/edit drawer's form: validated by the contract's schema, saved with POST or PUT, the
// server's field errors put back under the inputs, a success or danger alert after.
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, useZodForm } from '@/shared/forms/use-zod-form';
import { alertDanger, alertSuccess } from '@/shared/ui/alerts';
import { errorMessage } from '@/shared/http/http-client';
import { isApiErrorOf, type MatchableErrorKey } from '@/shared/http/api-error';
import { useCatalogSave, type CatalogResource, type CatalogRowBase } from '../api/catalog-resource';
import { catalogNamespace } from '../locales';
import type { CatalogEntityName } from './catalog-entity';

/** Each entity's 409: its name (or a quick answer's shortcut) is taken. */
const takenError: Record<CatalogEntityName, MatchableErrorKey> = {
  departments: 'department_name_taken',
  tags: 'tag_name_taken',
  tabulations: 'tabulation_name_taken',
  quickAnswers: 'quick_answer_shortcut_taken',
};

type Options<S extends z.ZodType<unknown, Record<string, unknown>>> = {
  entity: CatalogEntityName;
  resource: CatalogResource<CatalogRowBase>;
  channelId: string;
  rowId: string | null;
  schema: S;
  initialValues: z.input<S>;
  /** The field the entity's taken error (name or shortcut) is shown under. */
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
          // A name (or shortcut) taken belongs under it; other field errors under theirs; the rest to an alert.
          if (isApiErrorOf(error, takenError[options.entity])) form.setFieldError(options.conflictField, error.erroMensagem);
          else if (!applyApiErrors(form, error)) alertDanger(errorMessage(error));
        },
      },
    );
  });

  return { form, submit, saving: save.isPending, title: t(`${options.entity}.${options.rowId ? 'editTitle' : 'createTitle'}`) };
}
