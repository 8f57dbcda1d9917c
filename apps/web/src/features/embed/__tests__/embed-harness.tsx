// Renders the real route tree at an embed address.
import { renderRoute } from '@/test/render-route';

export const renderAt = (path: string) => renderRoute(path);
