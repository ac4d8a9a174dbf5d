/** A phone number as the server accepts it (docs/product-rules.md): 7 to 15 digits with the usual separators. */
export { isPhone } from '@fairway/shared';
