import { useCallback, useEffect, useRef, useState } from 'react';
import { describeDuration } from '../../../../domain/step-timers.ts';
import { buildTimerNotification, chooseRingChannel, readRemainingSeconds, readTimerReach, type TNotificationSupport } from '../lib/timer-ring.ts';

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

function readNotificationSupport(): TNotificationSupport {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Through the service worker where there is one (the only way on Android, and a click reopens the app), else from the page. */
async function showTimerNotification(recipeTitle: string, label: string): Promise<void> {
  const { title, options } = buildTimerNotification(recipeTitle, label);
  try {
    // getRegistration, not ready: ready never settles where no worker was registered (the page falls back).
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    if (registration?.active) await registration.showNotification(title, options);
    else new Notification(title, options);
  } catch {
    // Only a worker may notify here (Android) and none is installed, or the permission was just taken back: the page rings alone.
  }
}

/**
 * One kitchen timer for cook mode: it keeps running while the cook moves between steps, rings with a
 * sound in the page, and with a notification when it ends while the page is hidden (where allowed).
 * Time is read from Date.now(), so a background tab that throttles intervals still ends on time.
 */
export function useCookTimer(recipeTitle: string) {
  const [timer, setTimer] = useState<TCookTimer | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const audio = useRef<AudioContext | null>(null);
  const [support, setSupport] = useState<TNotificationSupport>(readNotificationSupport);
  const [isAsking, setIsAsking] = useState(false);

  const start = useCallback((seconds: number, label: string) => {
    // Audio and the permission prompt need the cook's click: set both up now, use them later.
    const AudioContextClass = findAudioContext();
    if (AudioContextClass && !audio.current) audio.current = new AudioContextClass();
    void audio.current?.resume();
    if (readNotificationSupport() === 'default') {
      setIsAsking(true);
      void Notification.requestPermission()
        .then(setSupport, () => setSupport(readNotificationSupport()))
        .finally(() => setIsAsking(false));
    }
    const startedAt = Date.now();
    setNow(startedAt);
    setTimer({ label: label || describeDuration(seconds), totalSeconds: seconds, endsAt: startedAt + seconds * 1000, pausedRemaining: seconds, isDone: false });
  }, []);

  const isRunning = timer !== null && timer.endsAt !== null && !timer.isDone;
  useEffect(() => {
    if (!isRunning) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    // Back from a locked screen or another app: show the true time at once, not at the next (throttled) tick.
    const onVisible = () => setNow(Date.now());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [isRunning]);

  const remaining = timer === null ? 0 : timer.isDone ? 0 : timer.endsAt === null ? timer.pausedRemaining : readRemainingSeconds(timer.endsAt, now);

  useEffect(() => {
    if (!timer || timer.isDone || timer.endsAt === null || now < timer.endsAt) return;
    setTimer({ ...timer, isDone: true });
    if (audio.current) playChime(audio.current);
    // Read again now: the cook may have changed the permission since the timer started.
    const current = readNotificationSupport();
    if (chooseRingChannel(current, document.visibilityState) === 'notification') void showTimerNotification(recipeTitle, timer.label);
  }, [now, timer, recipeTitle]);

  useEffect(() => () => void audio.current?.close(), []);

  const pause = () =>
    setTimer((current) =>
      current && current.endsAt !== null ? { ...current, endsAt: null, pausedRemaining: readRemainingSeconds(current.endsAt, Date.now()) } : current,
    );
  const resume = () => {
    const at = Date.now();
    setNow(at);
    setTimer((current) => (current && current.endsAt === null ? { ...current, endsAt: at + current.pausedRemaining * 1000 } : current));
  };
  const stop = () => setTimer(null);

  /** 'asking' while the browser's permission prompt is open. */
  const reach = isAsking ? 'asking' : readTimerReach(support);

  return { timer, remaining, reach, start, pause, resume, stop };
}
