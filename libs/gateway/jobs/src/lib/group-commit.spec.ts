import { groupCommit } from './group-commit';

describe('groupCommit', () => {
  it('writes an item alone when nothing is being written, and items that arrive meanwhile together', async () => {
    const flushes: number[][] = [];
    let release: () => void = () => undefined;
    const add = groupCommit<number>(async (items) => {
      flushes.push(items);
      if (flushes.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = add(1);
    const later = [add(2), add(3), add(4)];
    expect(flushes).toEqual([[1]]);
    release();
    await Promise.all([first, ...later]);
    expect(flushes).toEqual([[1], [2, 3, 4]]);
    await add(5);
    expect(flushes).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('rejects every item of a failed write and keeps writing later ones', async () => {
    let broken = true;
    const add = groupCommit<number>(async () => {
      if (broken) throw new Error('database gone');
    });
    await expect(Promise.all([add(1), add(2)])).rejects.toThrow('database gone');
    broken = false;
    await expect(add(3)).resolves.toBeUndefined();
  });
});
