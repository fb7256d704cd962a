export type TMailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about; logged by the dev outbox so a local user can click it. */
  link?: string;
};

export type TMailProvider = {
  send: (message: TMailMessage) => Promise<void>;
};
