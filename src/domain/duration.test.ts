import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration, parseIsoDuration } from './duration.ts';

describe('parseDuration', () => {
  it.each([
    ['25 mins', 25],
    ['25 minutes', 25],
    ['1 hr 10 min', 70],
    ['1 hour', 60],
    ['2 hours 5 minutes', 125],
    ['1.5 hours', 90],
    ['1h30m', 90],
    ['PT1H10M', 70],
    ['PT45M', 45],
    ['P1DT2H', 1560],
    ['45', 45],
    ['10-15 minutes', 15],
    ['10 to 20 min', 20],
    ['90 sec', 2],
  ])('%s → %i', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each(['', '   ', 'a while', 'PT', null, undefined])('%s → null', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe('parseIsoDuration', () => {
  it('reads ISO 8601 only', () => {
    expect(parseIsoDuration('PT1H20M')).toBe(80);
    expect(parseIsoDuration('P0DT0H35M')).toBe(35);
    expect(parseIsoDuration('PT90S')).toBe(2);
    expect(parseIsoDuration('20 minutes')).toBeNull();
    expect(parseIsoDuration('PT')).toBeNull();
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [25, '25 min'],
    [60, '1 hr'],
    [70, '1 hr 10 min'],
    [135, '2 hr 15 min'],
    [1560, '26 hr'],
  ])('%i → %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('reads back what it writes', () => {
    for (const minutes of [1, 5, 45, 59, 60, 61, 90, 125, 600]) expect(parseDuration(formatDuration(minutes))).toBe(minutes);
  });
});
