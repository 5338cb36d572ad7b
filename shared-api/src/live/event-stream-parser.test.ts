import { describe, expect, it } from 'vitest';
import { eventStreamParser } from './event-stream-parser';

const STREAM =
  'event: ready\ndata: {"heartbeatMs":20000}\n\n: heartbeat\n\n' +
  'event: message\r\ndata: {"conversationId":7}\r\n\r\n' +
  'data: line one\ndata: line two\n\nevent: unread\ndata:{}\n\n';
const EXPECTED = [
  { type: 'ready', data: '{"heartbeatMs":20000}' },
  { type: 'message', data: '{"conversationId":7}' },
  { type: 'message', data: 'line one\nline two' },
  { type: 'unread', data: '{}' },
];

describe('eventStreamParser', () => {
  it('reads events, skips comments (heartbeats), joins data lines, takes LF and CRLF', () => {
    expect(eventStreamParser().push(STREAM)).toEqual(EXPECTED);
  });

  it('gives the same events however the stream is cut into chunks', () => {
    for (let cut = 1; cut < STREAM.length; cut++) {
      const parser = eventStreamParser();
      const events = [...parser.push(STREAM.slice(0, cut)), ...parser.push(STREAM.slice(cut))];
      expect(events, `cut at ${cut}`).toEqual(EXPECTED);
    }
    const parser = eventStreamParser();
    expect([...STREAM].flatMap((char) => parser.push(char))).toEqual(EXPECTED);
  });

  it('keeps an event until its blank line arrives', () => {
    const parser = eventStreamParser();
    expect(parser.push('event: hidden\ndata: {"conversationId":3}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ type: 'hidden', data: '{"conversationId":3}' }]);
  });
});
