// /managetags: the channel's coloured tags, with how many contacts carry each.
import type { TagRow } from '@atende/contract';
import { tagsResource } from '../api/tags-resource';
import { CatalogPage } from '../components/catalog-page';
import type { CatalogEntity } from '../components/catalog-entity';
import { TagBadge, TagForm } from '../components/tag-form';
import { formatDate } from '../model/format';

const tags: CatalogEntity<TagRow> = {
  name: 'tags',
  resource: tagsResource,
  defaultSort: 'name',
  label: (row) => row.name,
  columns: (t) => [
    { key: 'name', header: t('tags.tag'), sortable: true, render: (row) => <TagBadge name={row.name} color={row.color} /> },
    { key: 'color', header: t('tags.color'), render: (row) => row.color },
    { key: 'contactsCount', header: t('tags.contacts'), render: (row) => row.contactsCount },
    { key: 'createdAt', header: t('columns.createdAt'), sortable: true, render: (row) => formatDate(row.createdAt) },
  ],
  Form: TagForm,
};

export function TagsPage() {
  return <CatalogPage entity={tags} />;
}
