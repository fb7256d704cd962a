import { recogniseIndexedDish } from '../dish-index.ts';
import { findUnknownDish } from './find-unknown-dish.ts';
import { recogniseDish } from './recognise-dish.ts';

/**
 * How a generator that can make any dish (an AI model) matches a prompt: `named` when the prompt
 * names a dish ('khachapuri', 'a banana bread'), `open` when it asks for something ('a quick lunch').
 */
export function readPromptMatch(prompt: string): 'named' | 'open' {
  const isNamed = recogniseIndexedDish(prompt) !== null || recogniseDish(prompt)?.isSpecific === true || findUnknownDish(prompt) !== null;
  return isNamed ? 'named' : 'open';
}
