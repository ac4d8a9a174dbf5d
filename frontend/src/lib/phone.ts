/** A phone number as the server accepts it (docs/product-rules.md): 7 to 15 digits with the usual separators. */
export function isPhone(value: string): boolean {
  const phone = value.trim();
  const digits = phone.replace(/\D/g, '');
  return /^[+\d\s().-]+$/.test(phone) && digits.length >= 7 && digits.length <= 15;
}
