import { describe, expect, it } from 'vitest';
import { originAllowed } from './subscriptions.js';

describe('originAllowed (the WebSocket upgrade)', () => {
  const allowed = ['https://venue.example', 'https://screens.example'];
  it('lets in clients that send no Origin (servers and apps, which carry no site cookies)', () => {
    expect(originAllowed(undefined, 'venue.example', allowed)).toBe(true);
  });
  it('lets in the configured origins and the page of the host it connects to', () => {
    expect(originAllowed('https://screens.example', 'api.venue.example', allowed)).toBe(true);
    expect(originAllowed('http://127.0.0.1:4173', '127.0.0.1:4173', allowed)).toBe(true);
  });
  it('refuses other sites, look-alikes and garbage', () => {
    expect(originAllowed('https://evil.example', 'venue.example', allowed)).toBe(false);
    expect(originAllowed('https://venue.example.evil.example', 'venue.example', allowed)).toBe(false);
    expect(originAllowed('http://127.0.0.1:9999', '127.0.0.1:4173', allowed)).toBe(false);
    expect(originAllowed('null', 'venue.example', allowed)).toBe(false);
    expect(originAllowed('https://evil.example', undefined, allowed)).toBe(false);
  });
});
