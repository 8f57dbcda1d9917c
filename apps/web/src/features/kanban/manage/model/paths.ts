/** The live board of /manageKanban (helper board/ owns the page). */
export const boardPath = (kanbanId: string) => `/manageKanban?id=${encodeURIComponent(kanbanId)}`;
