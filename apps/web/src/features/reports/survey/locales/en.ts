import type { ReportSurveyMessages } from './pt-BR';

export const reportSurveyEn: ReportSurveyMessages = {
  intro: 'Satisfaction survey answers in the period (by the day they were answered). CSAT: the share of scores 4 and 5.',
  tiles: {
    sent: 'Surveys sent',
    responses: 'Responses',
    responseRate: 'Response rate',
    responseRateHelp: 'Responses ÷ surveys sent in the period.',
    averageScore: 'Average score',
    csat: 'CSAT',
    csatHelp: 'Share of responses scoring 4 or 5.',
  },
  distribution: {
    count: 'Score {{score}}: {{count}} ({{share}})',
    title: 'Score distribution',
    score: 'Score {{score}}',
    responses: 'Responses',
  },
  groups: {
    byOperator: 'By operator',
    byDepartment: 'By department',
    operator: 'Operator',
    department: 'Department',
    none: 'No operator',
    noDepartment: 'No department',
    responses: 'Responses',
    averageScore: 'Average score',
    csat: 'CSAT',
    empty: 'No responses in the period.',
  },
  table: {
    caption: 'Survey answers',
    score: 'Score',
    comment: 'Comment',
    contact: 'Contact',
    operator: 'Operator',
    department: 'Department',
    answeredAt: 'Answered at',
    transcript: 'Conversation',
    openTranscript: 'Open the conversation of protocol {{protocol}}',
  },
};
