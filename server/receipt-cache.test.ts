import { describe, expect, it } from 'vitest';
import { ReceiptCache } from './receipt-cache.js';

const bytes = (n: number, fill = 1): Buffer => Buffer.alloc(n, fill);

describe('ReceiptCache', () => {
  it('evicts the least recently used receipts until the new one fits in the byte budget', () => {
    const cache = new ReceiptCache(1000);
    cache.set('a', 'a/1', bytes(400));
    cache.set('b', 'b/1', bytes(400));
    expect(cache.get('a/1')?.byteLength).toBe(400); // a is now more recent than b
    cache.set('c', 'c/1', bytes(300));
    expect(cache.get('b/1')).toBeUndefined();
    expect(cache.get('a/1')?.byteLength).toBe(400);
    expect(cache.get('c/1')?.byteLength).toBe(300);
    expect(cache.size).toBe(700);
    expect(cache.count).toBe(2);
  });

  it('keeps one version per order: a newer version replaces the older at once', () => {
    const cache = new ReceiptCache(10_000);
    cache.set('shop/order1', 'shop/order1/v1', bytes(100, 1));
    cache.set('shop/order1', 'shop/order1/v2', bytes(120, 2));
    expect(cache.get('shop/order1/v1')).toBeUndefined();
    expect(cache.get('shop/order1/v2')?.[0]).toBe(2);
    expect(cache.size).toBe(120);
    expect(cache.count).toBe(1);
  });

  it('never keeps a receipt larger than the whole budget, and a budget of 0 keeps nothing', () => {
    const small = new ReceiptCache(100);
    small.set('a', 'a/1', bytes(60));
    small.set('b', 'b/1', bytes(101));
    expect(small.get('b/1')).toBeUndefined();
    expect(small.get('a/1')?.byteLength).toBe(60);
    const off = new ReceiptCache(0);
    off.set('a', 'a/1', bytes(1));
    expect(off.get('a/1')).toBeUndefined();
    expect(off.size).toBe(0);
  });

  it('storing the same key again counts its bytes once', () => {
    const cache = new ReceiptCache(1000);
    cache.set('a', 'a/1', bytes(300));
    cache.set('a', 'a/1', bytes(200));
    expect(cache.size).toBe(200);
    expect(cache.count).toBe(1);
  });
});
