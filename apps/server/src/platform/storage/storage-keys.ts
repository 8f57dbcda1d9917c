// How media keys are laid out, the same for every driver.

/** `<channelId>/<yyyy>/<mm>/<id>`: one folder per channel and month, so a channel's files are easy to find and remove. */
export function mediaStorageKey(channelId: string, id: string, at: Date = new Date()): string {
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `${channelId}/${at.getUTCFullYear()}/${month}/${id}`;
}
