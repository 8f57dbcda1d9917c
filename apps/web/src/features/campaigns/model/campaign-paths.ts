// Where one campaign opens (its editor or live page) and its report.
export const campaignPath = (id: string) => `/manageCampaign?id=${id}`;
export const campaignReportPath = (id: string) => `/reportCampaign?campaign=${id}`;
