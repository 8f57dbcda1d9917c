// What a catalog screen needs to know about its entity; the page, the delete flow and the form hook
// are shared by the four screens.
import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '@/shared/ui/data-table';
import type { CatalogResource, CatalogRowBase } from '../api/catalog-resource';

export type CatalogEntityName = 'departments' | 'tags' | 'tabulations' | 'quickAnswers';

export type CatalogFormProps<Row> = {
  entity: CatalogEntityName;
  resource: CatalogResource<CatalogRowBase>;
  channelId: string;
  /** null: creating. */
  row: Row | null;
  opened: boolean;
  onClose: () => void;
};

export type CatalogEntity<Row extends CatalogRowBase> = {
  name: CatalogEntityName;
  resource: CatalogResource<Row>;
  defaultSort: string;
  /** The data columns (the page adds the actions column). */
  columns: (t: TFunction) => DataTableColumn<Row>[];
  /** How a row is named in messages and button labels. */
  label: (row: Row) => string;
  Form: ComponentType<CatalogFormProps<Row>>;
};
