export type TStoredFile = {
  /** Public URL the browser loads, e.g. /uploads/recipe-images/abc.svg. */
  url: string;
  key: string;
};

export type TStorageProvider = {
  name: 'local' | 's3';
  put: (key: string, body: Buffer, contentType: string) => Promise<TStoredFile>;
  /** Deletes the file behind a URL this provider returned; URLs it does not own are ignored. */
  deleteByUrl: (url: string) => Promise<void>;
};
