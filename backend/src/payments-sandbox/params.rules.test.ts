import { describe, expect, it } from 'vitest';
import { ApiError } from './api.errors.js';
import { canonical, inRange, keyPath, mergeMetadata, ParamReader, parseForm } from './params.rules.js';

describe('bracket notation', () => {
  it('reads nested hashes and indexed arrays as the SDK writes them', () => {
    const p = parseForm(
      'amount=6000&metadata[booking]=b%201&expand[0]=payment_method&expand[1]=latest_charge&created[gte]=10' +
        '&payment_method_data[card][number]=4242&items[0][price]=p1&items[1][price]=p2',
    );
    expect(p).toEqual({
      amount: '6000',
      metadata: { booking: 'b 1' },
      expand: ['payment_method', 'latest_charge'],
      created: { gte: '10' },
      payment_method_data: { card: { number: '4242' } },
      items: [{ price: 'p1' }, { price: 'p2' }],
    });
  });

  it('reads encoded brackets, `a[]` appends, and empty values (Stripe unsets with them)', () => {
    expect(parseForm('expand%5B0%5D=x&tags[]=a&tags[]=b&description=')).toEqual({ expand: ['x'], tags: ['a', 'b'], description: '' });
  });

  it('orders arrays by index, not by arrival', () => {
    expect(parseForm('a[1]=second&a[0]=first')).toEqual({ a: ['first', 'second'] });
  });

  it('refuses keys that could reach a prototype', () => {
    expect(keyPath('__proto__[x]')).toBeNull();
    expect(keyPath('a[constructor]')).toBeNull();
    expect(() => parseForm('a[__proto__][polluted]=1')).toThrow(ApiError);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('compares parameters whatever their order', () => {
    expect(canonical(parseForm('a=1&b[x]=2&b[y]=3'))).toBe(canonical(parseForm('b[y]=3&a=1&b[x]=2')));
    expect(canonical(parseForm('a=1'))).not.toBe(canonical(parseForm('a=2')));
  });
});

describe('reading parameters', () => {
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return (e as ApiError).body;
    }
    throw new Error('not refused');
  };

  it('refuses unknown parameters as Stripe does', () => {
    expect(refusal(() => new ParamReader({ amount: '1', colour: 'red' }, ['amount']))).toMatchObject({
      type: 'invalid_request_error',
      code: 'parameter_unknown',
      param: 'colour',
      message: 'Received unknown parameter: colour',
    });
  });

  it('reads integers, booleans and choices with Stripe refusals', () => {
    const p = new ParamReader({ amount: '60x', confirm: 'yes', capture_method: 'later', n: '7', ok: 'true' }, [
      'amount',
      'confirm',
      'capture_method',
      'n',
      'ok',
      'missing',
    ]);
    expect(refusal(() => p.integer('amount'))).toMatchObject({ code: 'parameter_invalid_integer', param: 'amount' });
    expect(refusal(() => p.boolean('confirm'))).toMatchObject({ message: 'Invalid boolean: yes' });
    expect(refusal(() => p.oneOf('capture_method', ['automatic', 'manual']))).toMatchObject({
      message: 'Invalid capture_method: must be one of automatic, or manual',
    });
    expect(refusal(() => p.requiredString('missing'))).toMatchObject({
      code: 'parameter_missing',
      message: 'Missing required param: missing.',
    });
    expect(p.integer('n')).toBe(7);
    expect(p.boolean('ok')).toBe(true);
  });

  it('merges metadata: empty values remove keys, an empty hash removes all', () => {
    expect(mergeMetadata({ a: '1', b: '2' }, { b: '', c: '3' })).toEqual({ a: '1', c: '3' });
    expect(mergeMetadata({ a: '1' }, '')).toEqual({});
    expect(mergeMetadata({ a: '1' }, null)).toEqual({ a: '1' });
    expect(new ParamReader({ metadata: { k: 'v' } }, ['metadata']).metadata()).toEqual({ k: 'v' });
  });

  it('reads created ranges', () => {
    const p = new ParamReader({ created: { gte: '10', lt: '20' } }, ['created']);
    const r = p.range('created');
    expect(r).toEqual({ gte: 10, lt: 20 });
    expect(inRange(10, r)).toBe(true);
    expect(inRange(20, r)).toBe(false);
    expect(new ParamReader({ created: '15' }, ['created']).range('created')).toEqual({ gte: 15, lte: 15 });
  });
});
