import { describe, expect, it } from 'vitest';
import { groundAt } from './wheels';

describe('groundAt', () => {
  const rear = { x: 200, y: 400, w: 80, h: 80 };
  const front = { x: 600, y: 480, w: 100, h: 100 };

  it('runs a line through the outermost contacts, beyond them too', () => {
    expect(groundAt([rear, front], 200)).toBe(400);
    expect(groundAt([front, rear], 400)).toBe(440);
    expect(groundAt([rear, front], 100)).toBe(380);
  });

  it('with a single wheel knows the ground only under that wheel', () => {
    expect(groundAt([rear], 230)).toBe(400);
    expect(groundAt([rear], 300)).toBeNull();
    expect(groundAt([], 300)).toBeNull();
  });
});
