// "Quando o cliente responder": open a Campanha attendance in a department, or with the contact's
// responsible operator (contacts without one go to the optional department), or follow the usual flow.
import { Radio, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { campaignReplyActions, type CampaignReplyAction } from '@atende/contract';
import { toDepartmentOptions, useDepartments } from '@/features/departments';
import { useSessionUser } from '@/shared/session/session-store';
import { campaignsNamespace } from '../../locales';
import { setPart, type CampaignForm } from './campaign-form-type';

export function CampaignReplyField({ form }: { form: CampaignForm }) {
  const { t } = useTranslation(campaignsNamespace);
  const departments = useDepartments(useSessionUser()?.channelId ?? '', { select: toDepartmentOptions });
  const onReply = form.getValues().onReply;
  const set = (patch: Partial<typeof onReply>) => setPart(form, 'onReply', { ...onReply, ...patch });
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t('editor.onReply')}
        value={onReply.action}
        onChange={(action) => set({ action: action as CampaignReplyAction })}
        error={form.errors['onReply.action']}
      >
        <Stack gap={6} mt={4}>
          {campaignReplyActions.map((action) => (
            <Radio key={action} value={action} label={t(`replyActionLabels.${action}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {onReply.action !== 'bot' && (
        <Select
          label={onReply.action === 'department' ? t('editor.department') : t('editor.walletDepartment')}
          placeholder={onReply.action === 'department' ? t('editor.departmentPlaceholder') : t('editor.walletDepartmentPlaceholder')}
          data={departments.data ?? []}
          value={onReply.departmentId || null}
          onChange={(departmentId) => set({ departmentId: departmentId ?? '' })}
          error={form.errors['onReply.departmentId']}
          withAsterisk={onReply.action === 'department'}
          clearable={onReply.action === 'wallet'}
          searchable
        />
      )}
    </Stack>
  );
}
