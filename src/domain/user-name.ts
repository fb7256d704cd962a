import { z } from 'zod';
import { checkUserName } from './user-name-rules.ts';

export { USER_NAME_MAX_LENGTH, USER_NAME_MESSAGES, checkUserName, hasControlCharacters } from './user-name-rules.ts';

/** The zod form of the rule: trims, then refuses what checkUserName refuses. */
export const ZUserNameSchema = z.string().transform((value, ctx) => {
  const checked = checkUserName(value);
  if (checked.problem !== null) {
    ctx.addIssue({ code: 'custom', message: checked.problem });
    return z.NEVER;
  }
  return checked.name;
});
