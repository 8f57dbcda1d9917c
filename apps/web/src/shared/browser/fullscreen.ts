// Spec sections 2 and 4: at 1000 px or less the app goes fullscreen; browsers only allow it inside a
// user gesture, so the request is made on the first pointer or key press while the screen is narrow.
import { useCallback, useEffect, useState } from 'react';
import { FULLSCREEN_MAX_WIDTH } from '@atende/contract';

export const shouldForceFullscreen = (width: number, isFullscreen: boolean): boolean =>
  width <= FULLSCREEN_MAX_WIDTH && !isFullscreen;

/** After the browser leaves fullscreen the toggle turns off only on wide screens. */
export const toggleStaysOnAfterExit = (width: number): boolean => width <= FULLSCREEN_MAX_WIDTH;

const isFullscreenNow = () => typeof document !== 'undefined' && !!document.fullscreenElement;

function requestFullscreen(): void {
  const root = document.documentElement;
  if (typeof root.requestFullscreen !== 'function' || isFullscreenNow()) return;
  root.requestFullscreen().catch(() => undefined);
}

function exitFullscreen(): void {
  if (typeof document.exitFullscreen !== 'function' || !isFullscreenNow()) return;
  document.exitFullscreen().catch(() => undefined);
}

export function useFullscreen(): { on: boolean; toggle: () => void } {
  const [on, setOn] = useState(isFullscreenNow);

  useEffect(() => {
    const onChange = () => {
      if (isFullscreenNow()) setOn(true);
      else if (!toggleStaysOnAfterExit(window.innerWidth)) setOn(false);
    };
    const onGesture = () => {
      if (shouldForceFullscreen(window.innerWidth, isFullscreenNow())) {
        setOn(true);
        requestFullscreen();
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    window.addEventListener('pointerdown', onGesture, true);
    window.addEventListener('keydown', onGesture, true);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      window.removeEventListener('pointerdown', onGesture, true);
      window.removeEventListener('keydown', onGesture, true);
    };
  }, []);

  const toggle = useCallback(() => {
    if (isFullscreenNow()) {
      setOn(false);
      exitFullscreen();
    } else {
      setOn(true);
      requestFullscreen();
    }
  }, []);

  return { on, toggle };
}
