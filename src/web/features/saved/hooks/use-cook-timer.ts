import { useCallback, useEffect, useRef, useState } from 'react';
import { describeDuration } from '../../../../domain/step-timers.ts';

export type TCookTimer = {
  /** The step's words ('15 minutes'), for the bar and the notification. */
  label: string;
  totalSeconds: number;
  /** Date.now() when it rings; null while paused. */
  endsAt: number | null;
  /** Seconds left when paused. */
  pausedRemaining: number;
  isDone: boolean;
};

type TAudioContextClass = typeof AudioContext;

function findAudioContext(): TAudioContextClass | null {
  return typeof window !== 'undefined' && 'AudioContext' in window ? window.AudioContext : null;
}

/** Three short beeps, made with Web Audio (no sound file to load). */
function playChime(context: AudioContext): void {
  const start = context.currentTime;
  for (let beep = 0; beep < 3; beep += 1) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    const at = start + beep * 0.45;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.4);
  }
}

function notify(title: string, label: string): void {
  if (typeof window === 'undefined' || !('Notification' in window) || Notification.permission !== 'granted') return;
  // A notification reaches a cook who has switched tabs or locked the screen.
  new Notification("Time's up", { body: `${title}: ${label} timer done.`, tag: 'forkcast-cook-timer' });
}

/**
 * One kitchen timer for cook mode: it keeps running while the cook moves between steps, rings with a
 * sound and (when allowed) a notification. Time is read from Date.now(), so a background tab that
 * throttles intervals still ends on time.
 */
export function useCookTimer(recipeTitle: string) {
  const [timer, setTimer] = useState<TCookTimer | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const audio = useRef<AudioContext | null>(null);

  const start = useCallback((seconds: number, label: string) => {
    // Audio and the permission prompt need the cook's click: set both up now, use them later.
    const AudioContextClass = findAudioContext();
    if (AudioContextClass && !audio.current) audio.current = new AudioContextClass();
    void audio.current?.resume();
    if ('Notification' in window && Notification.permission === 'default') void Notification.requestPermission();
    const startedAt = Date.now();
    setNow(startedAt);
    setTimer({ label: label || describeDuration(seconds), totalSeconds: seconds, endsAt: startedAt + seconds * 1000, pausedRemaining: seconds, isDone: false });
  }, []);

  const isRunning = timer !== null && timer.endsAt !== null && !timer.isDone;
  useEffect(() => {
    if (!isRunning) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [isRunning]);

  const remaining = timer === null ? 0 : timer.isDone ? 0 : timer.endsAt === null ? timer.pausedRemaining : Math.max(0, (timer.endsAt - now) / 1000);

  useEffect(() => {
    if (!timer || timer.isDone || timer.endsAt === null || now < timer.endsAt) return;
    setTimer({ ...timer, isDone: true });
    if (audio.current) playChime(audio.current);
    notify(recipeTitle, timer.label);
  }, [now, timer, recipeTitle]);

  useEffect(() => () => void audio.current?.close(), []);

  const pause = () =>
    setTimer((current) =>
      current && current.endsAt !== null ? { ...current, endsAt: null, pausedRemaining: Math.max(0, (current.endsAt - Date.now()) / 1000) } : current,
    );
  const resume = () => {
    const at = Date.now();
    setNow(at);
    setTimer((current) => (current && current.endsAt === null ? { ...current, endsAt: at + current.pausedRemaining * 1000 } : current));
  };
  const stop = () => setTimer(null);

  return { timer, remaining, start, pause, resume, stop };
}
