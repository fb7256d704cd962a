/** What a link preview (chat apps, social cards) shows for one page. */
export type TPageMeta = {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of an image, when there is one. */
  imageUrl: string | null;
  /** false: search engines are asked not to list the page (a link card still shows). */
  isIndexable: boolean;
};

/** Finds the meta of a page route, or null to keep index.html's own. */
export type TResolvePageMeta = (urlPath: string) => Promise<TPageMeta | null>;

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// The product-wide tags index.html carries; a page with its own meta replaces them all.
const REPLACED_TAGS = [
  /<title>[\s\S]*?<\/title>/g,
  /<meta\s+name="(?:description|robots)"[^>]*>/g,
  /<meta\s+property="og:(?:type|title|description|url|image)"[^>]*>/g,
  /<meta\s+name="twitter:(?:card|title|description|image)"[^>]*>/g,
];

// The tags carry user text: a replacer function inserts it literally (a string would read $` and $' as patterns).
/** index.html with the page's title, description and og:/twitter: card tags in place of the product's. */
export function applyPageMeta(html: string, meta: TPageMeta): string {
  const stripped = REPLACED_TAGS.reduce((current, pattern) => current.replace(pattern, ''), html);
  const title = escapeAttribute(meta.title);
  const description = escapeAttribute(meta.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    ...(meta.isIndexable ? [] : ['<meta name="robots" content="noindex" />']),
    '<meta property="og:type" content="article" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeAttribute(meta.url)}" />`,
    ...(meta.imageUrl ? [`<meta property="og:image" content="${escapeAttribute(meta.imageUrl)}" />`] : []),
    `<meta name="twitter:card" content="${meta.imageUrl ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(meta.imageUrl ? [`<meta name="twitter:image" content="${escapeAttribute(meta.imageUrl)}" />`] : []),
  ].join('\n    ');
  return stripped.includes('</head>') ? stripped.replace('</head>', () => `    ${tags}\n  </head>`) : `${tags}${stripped}`;
}
