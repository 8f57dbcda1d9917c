import dayjs from 'dayjs';

/** Dates of the catalog lists, day first as in pt-BR. */
export const formatDate = (iso: string): string => dayjs(iso).format('DD/MM/YYYY');
