import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './log.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('createLogger', () => {
  it('writes JSON lines with the level by name and leaves out what is below its level', () => {
    const { lines, stream } = capture();
    const log = createLogger('info', stream);
    log({ level: 'debug', msg: 'request', route: '/v2/x' });
    log({ level: 'info', msg: 'session', kind: 'guest' });
    log({ level: 'error', msg: 'unhandled', error: 'boom' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'session', kind: 'guest' }),
      expect.objectContaining({ level: 'error', msg: 'unhandled', error: 'boom' }),
    ]);
    expect(typeof lines[0]!.time).toBe('string');
  });

  it('shows the request lines at debug', () => {
    const { lines, stream } = capture();
    createLogger('debug', stream)({ level: 'debug', msg: 'request', status: 200 });
    expect(lines).toEqual([expect.objectContaining({ level: 'debug', msg: 'request' })]);
  });
});
