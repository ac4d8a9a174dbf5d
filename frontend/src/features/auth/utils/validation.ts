// The field rules themselves are the shared schemas (@fairway/shared), the same the server reads
// its input with. What stays here is the REST side's one gap: its refusals are plain sentences.

/**
 * The REST API answers with a plain sentence (after "status: "), not a field name. Which field a
 * message is about, so it can stand under that field; undefined when it is about the whole form.
 */
export function fieldForServerMessage<F extends string>(message: string, fields: readonly F[]): F | undefined {
  const m = message.toLowerCase();
  const rules: Array<[string, RegExp]> = [
    ['firstName', /first name/],
    ['lastName', /last name/],
    ['email', /email address|an account with this email/],
    ['password', /password/],
    ['phone', /phone/],
    ['preferredLocation', /location/],
  ];
  for (const [field, pattern] of rules) {
    if ((fields as readonly string[]).includes(field) && pattern.test(m)) return field as F;
  }
  return undefined;
}
