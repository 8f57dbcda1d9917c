import type { ReportAverageMessages } from './pt-BR';

export const reportAverageEn: ReportAverageMessages = {
  intro: 'Average waiting (TME), handling (TMA) and first response times, each with its estimated 90th percentile.',
  tiles: {
    wait: 'Avg. wait (TME)',
    waitHelp:
      'TME = average waiting time: from entering the queue until the attendance is taken, counted on the day it was taken. p90 estimated from buckets.',
    handle: 'Avg. handling (TMA)',
    handleHelp: 'TMA = average handling time: from being taken until finished, counted on the day it finished. p90 estimated from buckets.',
    firstResponse: 'First response',
    firstResponseHelp:
      "First response = from being taken until the operator's first message, counted on the day of that message. p90 estimated from buckets.",
    finished: 'Finished',
    finishedHelp: 'Attendances finished in the period.',
  },
  chart: 'Average times per day',
  series: { wait: 'TME', handle: 'TMA', firstResponse: 'First response' },
  grouping: { label: 'Group by', operator: 'Operator', department: 'Department' },
  caption: { operator: 'Times by operator', department: 'Times by department' },
  noOperator: 'No operator',
  noDepartment: 'No department',
  columns: {
    operator: 'Operator',
    department: 'Department',
    finished: 'Finished',
    wait: 'TME',
    waitP90: 'TME p90',
    handle: 'TMA',
    handleP90: 'TMA p90',
    firstResponse: '1st response',
    firstResponseP90: '1st response p90',
  },
};
