import type { ReportTabulationMessages } from './pt-BR';

export const reportTabulationEn: ReportTabulationMessages = {
  intro: 'Attendances finished in the period, counted per tabulation, with the share of each, by operator and department.',
  tiles: {
    finished: 'Finished',
    finishedHelp: 'Attendances finished in the period (by the day they finished).',
    tabulated: 'Tabulated',
    tabulatedHelp: 'Finished with a tabulation.',
    untabulated: 'No tabulation',
    untabulatedHelp: 'Finished without a tabulation.',
  },
  chart: 'Attendances per tabulation',
  count: 'Attendances',
  noTabulation: 'No tabulation',
  caption: 'Tabulations by operator and department',
  columns: {
    tabulation: 'Tabulation',
    operator: 'Operator',
    department: 'Department',
    count: 'Attendances',
    share: 'Share of the tabulation',
  },
};
