// Lets code outside React (logout after a 401, socket events) move the router. The app registers the
// data router's navigate at start; before that, a full page load does the job.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export const navigateTo: Navigate = (to, options) => navigateImpl(to, options);
