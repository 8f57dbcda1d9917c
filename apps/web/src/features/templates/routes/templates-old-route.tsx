// /manageHSMModels-old: the spec's simple list (name, language, status), kept for whoever is used to
// it; the only action is opening the new list.
import { Alert, Button, Group, Pagination, Paper, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/http/http-client';
import { useListState } from '@/shared/list/use-list-state';
import { useTemplatesPage } from '../api/templates-page';
import { TemplateStatusBadge } from '../components/template-status-badge';
import { templatesNamespace } from '../locales';
import { languageLabel } from '../model/template-labels';

export function TemplatesOldPage() {
  const { t } = useTranslation(templatesNamespace);
  const list = useListState({ sort: 'name', perPage: 10 });
  const query = useTemplatesPage(list.page, list.query);
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / list.perPage));
  return (
    <Stack>
      <Group justify="flex-end">
        <Button component={Link} to="/manageHSMModels" variant="light">
          {t('old.openNew')}
        </Button>
      </Group>
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label={t('list.tableCaption')} aria-busy={query.isPending}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.name')}</Table.Th>
                <Table.Th>{t('columns.language')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data?.items.map((row) => (
                <Table.Tr key={row._id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{languageLabel(row.language)}</Table.Td>
                  <Table.Td>
                    <TemplateStatusBadge status={row.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {query.data?.total === 0 && <Alert color="gray">{t('list.empty')}</Alert>}
      {pages > 1 && <Pagination total={pages} value={list.page} onChange={list.setPage} size="sm" />}
    </Stack>
  );
}
