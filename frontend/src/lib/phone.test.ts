import { describe, expect, it } from 'vitest';
import { isPhone } from './phone';

describe('isPhone', () => {
  it('takes 7 to 15 digits with the usual separators', () => {
    for (const ok of ['555-0142', '+1 (918) 555-0142', '(918) 555-0142', '+1 918 555 0142', '918.555.0142', '5550142', '1'.repeat(15)])
      expect(isPhone(ok), ok).toBe(true);
    for (const bad of ['', '555', '123456', 'call me', '918-555-0142 ext 4', '1'.repeat(16)]) expect(isPhone(bad), bad).toBe(false);
  });
});
