// A shared recipe is read by someone else: sentences the generator wrote to the sender
// about their own kitchen ("From your kitchen: egg, onion, garlic, feta.") or their own diet
// ("Adapted for your diet: butter → olive oil.") are private, and wrong when read as "your" by another.

const PRIVATE_SENTENCE = /(?:^|\s)(?:From your kitchen|Adapted for your diet):[^\n]*?\.(?=\s|$)/g;

/** The notes as the receiver of a shared copy sees them: the sender's private sentences left out. */
export function toSharedNotes(notes: string): string {
  return notes
    .replace(PRIVATE_SENTENCE, '')
    .split('\n')
    .map((line) => line.replace(/[ \t]{2,}/g, ' ').trim())
    .join('\n')
    .trim();
}
