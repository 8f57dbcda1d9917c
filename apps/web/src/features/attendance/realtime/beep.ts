// The new-message alert: a short tone made with WebAudio, so no sound file ships with the app.
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  const w = window as Window & { webkitAudioContext?: AudioContextClass };
  return window.AudioContext ?? w.webkitAudioContext;
}

export function beep(): void {
  const Context = audioContextClass();
  if (!Context) return;
  context ??= new Context();
  const ctx = context;
  // Browsers start audio suspended until the page has had a user gesture; resume is a no-op after.
  if (ctx.state === 'suspended') void ctx.resume().catch((error: unknown) => console.warn('Som de alerta bloqueado', error));
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  const start = ctx.currentTime;
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(880, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.2, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.18);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + 0.2);
}

/** Rings for a customer's message when the operator is not looking at that conversation. */
export function shouldBeep(input: {
  soundAlert: boolean;
  direction: 'in' | 'out';
  attendanceId: string | null;
  selectedId: string | null;
  hidden: boolean;
}): boolean {
  return input.soundAlert && input.direction === 'in' && (input.hidden || input.attendanceId !== input.selectedId);
}
