// The survey's figures as the page shows them: a share as "82,5%", a score as "4,25" (pt-BR commas).

export const formatShare = (share: number | null, language: string) =>
  share === null ? '—' : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share);

export const formatScore = (score: number | null, language: string) =>
  score === null ? '—' : new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(score);

/** Responses over surveys sent; nothing sent has no rate. */
export const responseRate = (responses: number, sent: number) => (sent > 0 ? responses / sent : null);
