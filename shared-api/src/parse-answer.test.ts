import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { parseAnswer } from './parse-answer';

const item = z.object({ id: z.number(), price: z.number(), note: z._default(z.string(), '') });
const list = z.array(item);
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, price: 500 + i, x: 1 }));

describe('parseAnswer', () => {
  it('gives a long list the same result as one safeParse (defaults filled, unknown keys dropped)', async () => {
    const data = items(1_200);
    const whole = list.safeParse(data);
    await expect(parseAnswer(list, data)).resolves.toEqual({ success: true, data: whole.data });
  });

  it('gives the thread back while it checks a long list', async () => {
    let timerRan = false;
    const parsed = parseAnswer(list, items(2_000)).then((result) => ({ result, timerRan }));
    // Queued after the call began: it only runs first if the check let go of the thread.
    setTimeout(() => {
      timerRan = true;
    }, 0);
    const { result, timerRan: ranBeforeTheEnd } = await parsed;
    expect(result.success).toBe(true);
    expect(ranBeforeTheEnd).toBe(true);
  });

  it('fails on a bad item deep in the list, the path naming it', async () => {
    const data: unknown[] = items(1_000);
    data[733] = { id: 733, price: 'cheap' };
    const result = await parseAnswer(list, data);
    expect(result.success).toBe(false);
    expect(!result.success && result.issues[0]).toMatchObject({ path: [733, 'price'] });
  });

  it('stops when the request is given up between two slices', async () => {
    const controller = new AbortController();
    const parsed = parseAnswer(list, items(2_000), controller.signal);
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(parsed).rejects.toThrow('gone');
  });

  it("keeps an array schema's own checks (such a list is checked in one go)", async () => {
    const short = z.array(item).check(z.maxLength(10));
    const result = await parseAnswer(short, items(500));
    expect(result.success).toBe(false);
  });
});
