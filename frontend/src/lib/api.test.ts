import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, errorMessage, getJson } from './api';

function respond(status: number, body = '', statusText = '') {
  return vi.fn(async () => new Response(body || null, { status, statusText }));
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends cookies, and a JSON content type only with a body', async () => {
    const f = respond(200, '{}');
    vi.stubGlobal('fetch', f);
    await apiRequest('POST', '/api/logout');
    expect(f).toHaveBeenLastCalledWith('/api/logout', { method: 'POST', headers: {}, body: undefined, credentials: 'include' });
    await apiRequest('POST', '/api/login', { email: 'a@b.co', password: 'x' });
    expect(f).toHaveBeenLastCalledWith('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co","password":"x"}',
      credentials: 'include',
    });
  });

  it('turns a failure into "status: body", or the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', respond(401, 'Invalid email or password'));
    await expect(apiRequest('POST', '/api/login', {})).rejects.toThrow(/^401: Invalid email or password$/);
    vi.stubGlobal('fetch', respond(503, '', 'Service Unavailable'));
    await expect(apiRequest('GET', '/api/user')).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe('getJson', () => {
  it('GETs the path with cookies; 401 gives null when asked to', async () => {
    const f = respond(401, 'Not signed in');
    vi.stubGlobal('fetch', f);
    expect(await getJson('/api/user', { on401: 'returnNull' })).toBeNull();
    expect(f).toHaveBeenLastCalledWith('/api/user', { credentials: 'include' });
    await expect(getJson('/api/user', { on401: 'throw' })).rejects.toThrow('401: Not signed in');
    vi.stubGlobal('fetch', respond(200, '{"name":"Ada"}'));
    expect(await getJson('/api/user', { on401: 'throw' })).toEqual({ name: 'Ada' });
  });
});

describe('errorMessage', () => {
  it('shows the body part of a "status: body" error', () => {
    expect(errorMessage(new Error('401: Invalid email or password'))).toBe('Invalid email or password');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage(new Error('500: '))).toBeUndefined();
    expect(errorMessage('nope')).toBeUndefined();
  });
});
