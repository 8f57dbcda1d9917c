import type { UseFormReturnType } from '@mantine/form';
import type { TemplateFormValues } from '../../model/template-form';

/** The create form, passed to the pieces that edit a part of it. */
export type TemplateForm = UseFormReturnType<TemplateFormValues>;
