import { Button, Group, ScrollArea, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contactImportFields, contactImportMappingSchema, type ContactImportMapping, type ContactImportPreview } from '@atende/contract';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { initialMapping } from '../model/mapping';

type MappingStepProps = {
  preview: ContactImportPreview;
  starting: boolean;
  onBack: () => void;
  onStart: (mapping: ContactImportMapping) => void;
};

/** Step 2: which column fills which field (prefilled from the server's suggestion), with the first rows. */
export function MappingStep({ preview, starting, onBack, onStart }: MappingStepProps) {
  const { t } = useTranslation('contactImport');
  const form = useZodForm(contactImportMappingSchema, initialMapping(preview.suggestedMapping, preview.columns));
  return (
    <form onSubmit={form.submitWith(onStart)} noValidate>
      <Stack>
        <Text>{t('mapping.intro', { fileName: preview.import.fileName, count: preview.import.totalRows })}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {contactImportFields.map((field) => (
            <Select
              key={field}
              label={t(`mapping.fields.${field}`)}
              description={field === 'tag' ? t('mapping.tagHint') : field === 'optedOut' ? t('mapping.optedOutHint') : undefined}
              placeholder={t('mapping.notImported')}
              data={preview.columns}
              clearable={field !== 'number'}
              required={field === 'number'}
              allowDeselect={field !== 'number'}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <ScrollArea type="auto">
          <Table striped withTableBorder fz="sm">
            <Table.Caption>{t('mapping.sampleCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {preview.columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.sampleRows.map((row, i) => (
                <Table.Tr key={i}>
                  {row.map((cell, j) => (
                    <Table.Td key={j}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={starting}>
            {t('mapping.back')}
          </Button>
          <Button type="submit" loading={starting}>
            {t('mapping.start', { count: preview.import.totalRows })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
