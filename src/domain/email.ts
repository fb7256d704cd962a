/** Forgot password: non-space characters, an at sign, a domain with a dot. */
export function isSimpleEmail(value: string): boolean {
  return /^\S+@\S+\.\S+$/.test(value);
}
