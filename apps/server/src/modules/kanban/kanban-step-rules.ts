// What a step's automatic action may name: an approved template of the channel that the action can
// fill by itself (no media header, no header or button variables, as many body values as {{n}}), or
// a department of the channel. Checked when a step is created, changed or copied, so the job that
// runs the action (step-actions/) never meets a template it cannot send.
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { templateVariables, type KanbanStepAction } from '@atende/contract';
import { assertOwnedIds, foreignId } from '../../platform/db/owned-ids.js';
import { fail } from '../../platform/http/errors.js';
import { departments } from '../../schema/index.js';
import { findTemplate, type TemplateRow } from '../templates/index.js';

function checkTemplate(action: Extract<KanbanStepAction, { kind: 'template' }>, template: TemplateRow): void {
  if (template.status !== 'APPROVED') throw fail('kanban_template_not_approved');
  const header = template.header;
  if (header && header.format !== 'TEXT') throw fail('kanban_template_media_header');
  const headerVariables = header?.format === 'TEXT' ? templateVariables(header.text).length : 0;
  const buttonVariables = template.buttons.some((b) => b.type === 'URL' && templateVariables(b.url).length > 0);
  if (headerVariables > 0 || buttonVariables) throw fail('kanban_template_unsupported');
  const count = new Set(templateVariables(template.body)).size;
  if (action.bodyVariables.length !== count) throw fail('kanban_template_variables', { params: { count } });
}

/** Throws the 404 or 400 that names what is wrong with the action; `none` always passes. */
export async function checkStepAction(orm: NodePgDatabase, channelId: string, action: KanbanStepAction): Promise<void> {
  if (action.kind === 'department') {
    await assertOwnedIds(orm, departments, channelId, action.departmentId, 'department');
    return;
  }
  if (action.kind !== 'template') return;
  const template = await findTemplate(orm, channelId, action.templateId);
  if (!template) throw foreignId('template');
  checkTemplate(action, template);
}
