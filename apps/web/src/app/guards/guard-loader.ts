import { redirect, type LoaderFunction } from 'react-router';
import { sessionStore } from '@/shared/session/session-store';
import { endSession, loginPath, takeSessionExpiredAtStart } from '@/shared/session/logout';
import { guardOutcome } from './guard';
import { showAlert } from '@/shared/ui/alerts';
import { i18n } from '@/shared/i18n/i18n';

/** A loader that applies guardRoute(findRoute(path), user) before the page's code is even loaded. */
export function guardLoader(routePath: string): LoaderFunction {
  return ({ request }) => {
    const url = new URL(request.url);
    const outcome = guardOutcome(routePath, url, sessionStore.get(), Date.now());
    if (outcome.kind === 'allow') return null;
    if (outcome.kind === 'expired') endSession();
    if (outcome.kind === 'moduleDisabled') showAlert('warning', i18n.t('common:alerts.moduleDisabled'));
    // The session that ended when the app started: the login page says why.
    if (outcome.kind === 'redirect' && outcome.to.startsWith('/login') && takeSessionExpiredAtStart()) {
      return redirect(loginPath({ reason: 'session_expired', redirect: `${url.pathname}${url.search}` }));
    }
    return redirect(outcome.to);
  };
}
