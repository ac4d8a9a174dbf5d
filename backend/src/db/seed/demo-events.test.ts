import { describe, expect, it } from 'vitest';
import { demoEventDescriptions, lengthWords } from './demo-events.js';

describe('demo events', () => {
  it("say the Free Swing Clinic's length from its own times (10:00 to 11:30)", () => {
    expect(demoEventDescriptions()['Free Swing Clinic']).toBe(
      '90 minutes with our coaches on grip, posture and tempo. All levels welcome; clubs provided.',
    );
  });

  it('put a length in words', () => {
    expect([45, 60, 90, 120, 150].map(lengthWords)).toEqual(['45 minutes', 'One hour', '90 minutes', '2 hours', '2 hours 30 minutes']);
  });
});
