export type TImageRequest = {
  title: string;
  /** Ingredient lines as the recipe holds them ('2 cups rice'). */
  ingredients: string[];
};

export type TImage = {
  bytes: Buffer;
  contentType: 'image/svg+xml' | 'image/png';
  extension: 'svg' | 'png';
};

export type TImageProvider = {
  name: 'svg' | 'openai';
  createImage: (request: TImageRequest) => Promise<TImage>;
};
