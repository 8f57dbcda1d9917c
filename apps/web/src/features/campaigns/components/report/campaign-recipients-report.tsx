// A campaign's drill-down: what happened to each of its contacts (outcome, reason, sent and replied
// at), filtered and paged on the server 20 at a time, exported as CSV or XLSX with the same filters.
// The choices live in the URL (?campaign=&outcome=&replied=&search=&page=).
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { campaignOutcomes } from '@atende/contract';
import { errorMessage } from '@/shared/http/http-client';
import { listPaging, type ListState } from '@/shared/list/use-list-state';
import { ExportButton } from '@/shared/ui/export-button';
import { ListToolbar } from '@/shared/ui/list-toolbar';
import { ListFilter } from '@/shared/ui/list-filter';
import { recipientsExportUrl, useCampaignRecipients, type RecipientFilter } from '../../api/campaign-recipients';
import { campaignsNamespace } from '../../locales';
import { RecipientsTable } from './recipients-table';

export type RecipientsListState = ListState<'campaign' | 'outcome' | 'replied'>;

export function CampaignRecipientsReport({ list }: { list: RecipientsListState }) {
  const { t } = useTranslation(campaignsNamespace);
  const outcomeOptions = campaignOutcomes.map((outcome) => ({ value: outcome, label: t(`outcomeLabels.${outcome}`) }));
  const campaignId = list.filters.campaign;
  const replied = list.filters.replied;
  const filter: RecipientFilter = {
    outcome: list.filters.outcome,
    replied: replied === 'true' || replied === 'false' ? replied : '',
    search: list.search,
  };
  const recipients = useCampaignRecipients(campaignId, list.page, filter);
  return (
    <>
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        searchPlaceholder={t('report.searchPlaceholder')}
        filters={
          <>
            <ListFilter
              label={t('report.outcome')}
              placeholder={t('report.outcomePlaceholder')}
              data={outcomeOptions}
              value={filter.outcome}
              onChange={(value) => list.setFilter('outcome', value)}
            />
            <ListFilter
              label={t('report.replied')}
              placeholder={t('report.repliedPlaceholder')}
              data={[
                { value: 'true', label: t('report.yes') },
                { value: 'false', label: t('report.no') },
              ]}
              value={filter.replied}
              onChange={(value) => list.setFilter('replied', value)}
              width={140}
            />
          </>
        }
        actions={<ExportButton url={(format) => recipientsExportUrl(campaignId, filter, format)} fileName={t('report.exportFileName')} />}
      />
      {recipients.isError && (
        <Alert color="red" role="alert">
          {errorMessage(recipients.error)}
        </Alert>
      )}
      <RecipientsTable rows={recipients.data?.items} loading={recipients.isPending} paging={listPaging(list, recipients.data)} />
    </>
  );
}
