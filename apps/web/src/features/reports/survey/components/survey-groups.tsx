// The summary's answers by operator and by department: responses, average score and CSAT per group
// (the whole period, not paged: a channel has tens of operators, not thousands).
import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SurveyGroupRow } from '@atende/contract';
import { reportSurveyNamespace } from '../locales';
import { formatScore, formatShare } from './survey-format';

type GroupProps = { title: string; groupHeader: string; noGroup: string; rows: SurveyGroupRow[] };

function GroupTable({ title, groupHeader, noGroup, rows }: GroupProps) {
  const { t, i18n } = useTranslation(reportSurveyNamespace);
  return (
    <Paper withBorder radius="md" p="md" className="report-table">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('groups.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{groupHeader}</Table.Th>
                <Table.Th>{t('groups.responses')}</Table.Th>
                <Table.Th>{t('groups.averageScore')}</Table.Th>
                <Table.Th>{t('groups.csat')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.group?._id ?? 'none'}>
                  <Table.Td>{row.group?.name ?? noGroup}</Table.Td>
                  <Table.Td>{row.responses}</Table.Td>
                  <Table.Td>{formatScore(row.averageScore, i18n.language)}</Table.Td>
                  <Table.Td>{formatShare(row.csat, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

export function SurveyGroups({ byOperator, byDepartment }: { byOperator: SurveyGroupRow[]; byDepartment: SurveyGroupRow[] }) {
  const { t } = useTranslation(reportSurveyNamespace);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <GroupTable title={t('groups.byOperator')} groupHeader={t('groups.operator')} noGroup={t('groups.none')} rows={byOperator} />
      <GroupTable title={t('groups.byDepartment')} groupHeader={t('groups.department')} noGroup={t('groups.noDepartment')} rows={byDepartment} />
    </SimpleGrid>
  );
}
