// Prompts typed on a phone drop apostrophes: 'tonights dinner from what ive got', 'whats quick', 'im vegan', 'dont want
// fish'. Every reader of the request (cart requests, meal words, the head, restrictions) is written for the apostrophe
// forms, so the contractions are put back first (twenty-first round, issue #26) and the request reads as if typed in full.

/** Contractions whose bare form is no other English word a recipe prompt would use ('well', 'were', 'ill' stay). */
const CONTRACTIONS: ReadonlyMap<string, string> = new Map([
  ['ive', "i've"],
  ['im', "i'm"],
  ['id', "i'd"],
  ['ill', "i'll"],
  ['weve', "we've"],
  ['youve', "you've"],
  ['theyve', "they've"],
  ['youre', "you're"],
  ['theyre', "they're"],
  ['whats', "what's"],
  ['thats', "that's"],
  ['theres', "there's"],
  ['heres', "here's"],
  ['lets', "let's"],
  ['tonights', "tonight's"],
  ['todays', "today's"],
  ['tomorrows', "tomorrow's"],
  ['dont', "don't"],
  ['doesnt', "doesn't"],
  ['didnt', "didn't"],
  ['cant', "can't"],
  ['couldnt', "couldn't"],
  ['wont', "won't"],
  ['isnt', "isn't"],
  ['arent', "aren't"],
  ['hasnt', "hasn't"],
  ['havent', "haven't"],
  ['wouldnt', "wouldn't"],
  ['shouldnt', "shouldn't"],
]);

/** 'ill' is a word of its own ('feeling ill'): only straight before a verb of cooking or wanting is it 'I'll'. */
const ILL_BEFORE = /^(?:have|make|cook|eat|need|take|try|bake|grab|want|do|use)$/;

/** The prompt with its apostrophe-less contractions written in full; everything else as the cook wrote it. */
export function restoreApostrophes(prompt: string): string {
  return prompt.replace(/\b([a-z]+)\b(?=(\s+[a-z]+)?)/gi, (word: string, _bare: string, next: string | undefined, at: number, whole: string) => {
    const lower = word.toLowerCase();
    const full = CONTRACTIONS.get(lower);
    // A letter straight before or after an apostrophe is already a contraction ("i'd", "don't").
    if (full === undefined || whole[at - 1] === "'" || whole[at + word.length] === "'") return word;
    if (lower === 'ill' && !ILL_BEFORE.test((next ?? '').trim().toLowerCase())) return word;
    return full;
  });
}
