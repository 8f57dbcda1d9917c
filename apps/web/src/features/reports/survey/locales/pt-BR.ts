// /reportSurvey (namespace "reportSurvey"): the satisfaction survey's figures, distribution and answers.
export const reportSurveyPtBR = {
  intro: 'Respostas da pesquisa de satisfação no período (pelo dia em que foram respondidas). CSAT: a parcela de notas 4 e 5.',
  tiles: {
    sent: 'Pesquisas enviadas',
    responses: 'Respostas',
    responseRate: 'Taxa de resposta',
    responseRateHelp: 'Respostas ÷ pesquisas enviadas no período.',
    averageScore: 'Nota média',
    csat: 'CSAT',
    csatHelp: 'Parcela das respostas com nota 4 ou 5.',
  },
  distribution: {
    count: 'Nota {{score}}: {{count}} ({{share}})',
    title: 'Distribuição das notas',
    score: 'Nota {{score}}',
    responses: 'Respostas',
  },
  groups: {
    byOperator: 'Por operador',
    byDepartment: 'Por departamento',
    operator: 'Operador',
    department: 'Departamento',
    none: 'Sem operador',
    noDepartment: 'Sem departamento',
    responses: 'Respostas',
    averageScore: 'Nota média',
    csat: 'CSAT',
    empty: 'Nenhuma resposta no período.',
  },
  table: {
    caption: 'Respostas da pesquisa',
    score: 'Nota',
    comment: 'Comentário',
    contact: 'Contato',
    operator: 'Operador',
    department: 'Departamento',
    answeredAt: 'Respondida em',
    transcript: 'Conversa',
    openTranscript: 'Abrir a conversa do protocolo {{protocol}}',
  },
};

export type ReportSurveyMessages = typeof reportSurveyPtBR;
