// Cook mode offers a timer for each time a step names: 'Simmer for 15 minutes' → a 15-minute timer.
// A range ('bake 25–30 minutes') starts at its lower end: the cook checks then, and can add more.

export type TStepTimer = {
  /** Whole seconds to count down. */
  seconds: number;
  /** The words as the step wrote them ('15 minutes', '1 hour 15 minutes'). */
  text: string;
};

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  half: 0.5,
};
const NUMBER = String.raw`(\d+(?:[.,]\d+)?(?:\s*½)?|½|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty)`;
const UNIT = String.raw`(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)`;
// '15 minutes', '3–4 min', '1 to 2 hours', 'an hour', '1½ hours'.
const TIME = new RegExp(String.raw`\b${NUMBER}(?:\s*(?:-|–|—|to)\s*${NUMBER})?[\s-]*${UNIT}\b`, 'gi');
// 'and a half' after an hour: 'an hour and a half'.
const AND_A_HALF = /^\s+and a half\b/i;

function readNumber(text: string): number {
  const lower = text.toLowerCase().trim();
  if (lower in WORD_NUMBERS) return WORD_NUMBERS[lower] ?? 0;
  const half = lower.includes('½') ? 0.5 : 0;
  const digits = lower.replace('½', '').trim();
  return (digits ? Number(digits.replace(',', '.')) : 0) + half;
}

function toSeconds(unit: string): number {
  const lower = unit.toLowerCase();
  if (lower.startsWith('h')) return 3600;
  if (lower.startsWith('s')) return 1;
  return 60;
}

/** The timers a step names, in order; consecutive parts ('1 hour 15 minutes') make one timer. */
export function findStepTimers(step: string): TStepTimer[] {
  const timers: Array<TStepTimer & { end: number }> = [];
  for (const match of step.matchAll(TIME)) {
    const [whole, low = '', , unit = ''] = match;
    // A bare 'm'/'s'/'h' only counts right after a digit ('10m'), never as a word ('2 s' is rare, 'a m…' is not time).
    if (unit.length === 1 && !/\d\s*[hms]$/i.test(whole)) continue;
    const start = match.index;
    let end = start + whole.length;
    let seconds = readNumber(low) * toSeconds(unit);
    let text = whole;
    const half = AND_A_HALF.exec(step.slice(end));
    if (half) {
      seconds += 0.5 * toSeconds(unit);
      end += half[0].length;
      text = step.slice(start, end);
    }
    const previous = timers[timers.length - 1];
    // '1 hour 15 minutes' / '1 hour and 15 minutes': one timer.
    if (previous && /^\s*(and\s+)?$/i.test(step.slice(previous.end, start))) {
      previous.seconds += seconds;
      previous.text = step.slice(previous.end - previous.text.length, end);
      previous.end = end;
      continue;
    }
    if (seconds > 0) timers.push({ seconds: Math.round(seconds), text: text.trim(), end });
  }
  return timers.map(({ seconds, text }) => ({ seconds, text }));
}

/** '15:00', '1:05:00': what the countdown shows. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const mm = String(minutes).padStart(hours > 0 ? 2 : 1, '0');
  const ss = String(rest).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** '15 minutes', '1 hour 30 minutes', '45 seconds': a timer's name on its button and notification. */
export function describeDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts = [
    hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '',
    minutes > 0 ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : '',
    seconds > 0 ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
