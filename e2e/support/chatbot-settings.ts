// The chatbot settings the e2e suites start from: the survey on (an hour to answer), abandonment after
// 30 minutes, no queue abandonment. Each suite says whether the bot runs and from which menu.
import type { ServerApi } from './api.js';

export async function setChatbotWithSurvey(api: ServerApi, owner: string, bot: { enabled: boolean; rootMenuId: string | null }): Promise<void> {
  await api(
    '/api/chatbot/settings',
    owner,
    {
      ...bot,
      defaultDepartmentId: null,
      maxInvalidAnswers: 3,
      outsideHoursAction: 'wait',
      abandonmentMinutes: 30,
      queueAbandonmentMinutes: 0,
      surveyEnabled: true,
      surveyMinutes: 60,
    },
    'PUT',
  );
}
