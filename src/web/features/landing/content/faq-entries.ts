// The landing FAQ: shown in the accordion and, from the same list, as FAQPage structured
// data in index.html at build time (vite.config.ts), so crawlers read exactly what visitors read.
export type TFaqEntry = {
  id: string;
  question: string;
  answer: string;
};

export const FAQ_ENTRIES: readonly TFaqEntry[] = [
  {
    id: 'use-what-you-have',
    question: 'Can Forkcast cook with what I already have?',
    answer:
      'Yes. Add the ingredients in your pantry, refrigerator and freezer to your cart, describe what you feel like eating, and Forkcast builds a recipe around them, so fewer groceries go to waste and fewer trips go to the store.',
  },
  {
    id: 'special-diets',
    question: 'Does it work for special diets and allergies?',
    answer:
      'Yes. Set your dietary restrictions once (vegetarian, vegan, gluten free, dairy free or nut free) and every recipe respects them. Always check labels yourself when cooking for a serious allergy.',
  },
  {
    id: 'account-needed',
    question: 'Do I need an account?',
    answer:
      'A free account is required to generate recipes. It is free to try, and your favourite recipes, meal plans and cart are saved to your account so they are there on every device.',
  },
];

/** schema.org FAQPage JSON-LD for the entries. */
export function buildFaqJsonLd(entries: readonly TFaqEntry[] = FAQ_ENTRIES): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  }).replace(/</g, '\\u003c');
}
