import { describe, expect, it } from 'vitest';
import { describeDuration, findStepTimers, formatCountdown } from './step-timers.ts';

describe('findStepTimers', () => {
  it.each([
    ['Simmer for 15 minutes, stirring now and then.', 900, '15 minutes'],
    ['Bake 25–30 minutes until golden.', 1500, '25–30 minutes'],
    ['Rest the dough for 1 hour.', 3600, '1 hour'],
    ['Braise for 1 hour 15 minutes.', 4500, '1 hour 15 minutes'],
    ['Braise for 2 hours and 30 minutes.', 9000, '2 hours and 30 minutes'],
    ['Roast for an hour and a half.', 5400, 'an hour and a half'],
    ['Blend for 45 seconds.', 45, '45 seconds'],
    ['Cook 3-4 mins per side.', 180, '3-4 mins'],
    ['Marinate 1½ hours.', 5400, '1½ hours'],
    ['Steam 10m.', 600, '10m'],
  ])('%s → %s s', (step, seconds, text) => {
    expect(findStepTimers(step)).toEqual([{ seconds, text }]);
  });

  it('finds each separate time in a step', () => {
    expect(findStepTimers('Fry the onion for 5 minutes, then simmer 20 minutes.').map((timer) => timer.seconds)).toEqual([300, 1200]);
  });

  it('finds nothing in a step without a time', () => {
    expect(findStepTimers('Season with salt, to taste.')).toEqual([]);
    expect(findStepTimers('Add 2 cups of stock and 3 tbsp soy sauce.')).toEqual([]);
    expect(findStepTimers('Serve with 4 limes.')).toEqual([]);
  });
});

describe('formatCountdown and describeDuration', () => {
  it('shows minutes and seconds, and hours when there are some', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(59.2)).toBe('1:00');
    expect(formatCountdown(3905)).toBe('1:05:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('names a duration in words', () => {
    expect(describeDuration(900)).toBe('15 minutes');
    expect(describeDuration(5400)).toBe('1 hour 30 minutes');
    expect(describeDuration(61)).toBe('1 minute 1 second');
  });
});
