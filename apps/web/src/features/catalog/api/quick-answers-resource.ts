// /api/quickanswers: the management list and CRUD (nothing points at a quick answer: no usage step).
import { quickAnswerRowSchema, type QuickAnswerRow } from '@atende/contract';
import type { CatalogResource } from './catalog-resource';

export const quickAnswersResource: CatalogResource<QuickAnswerRow> = {
  key: 'quick-answers',
  row: quickAnswerRowSchema,
  pagePath: (_channelId, page) => `/api/quickanswers/page/${page}`,
  createPath: () => '/api/quickanswers',
  itemPath: (_channelId, id) => `/api/quickanswers/${id}`,
};
