import type { ZodForm } from '@/shared/forms/use-zod-form';
import type { menuFormSchema } from '../../model/menu-draft';

/** The menu editor's form (values: MenuDraft), passed to the pieces that edit a part of it. */
export type MenuForm = ZodForm<typeof menuFormSchema>;
