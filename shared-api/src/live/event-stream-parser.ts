/** One event of a `text/event-stream` (https://html.spec.whatwg.org/#event-stream-interpretation). */
export interface StreamEvent {
  type: string;
  data: string;
}

/**
 * Reads a `text/event-stream` as it arrives, in chunks cut anywhere (even inside a line or a
 * CRLF): `push(text)` returns the events completed by it. Comment lines (heartbeats) complete
 * none; `id:` and `retry:` are not used by our API and are ignored.
 */
export function eventStreamParser() {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  return {
    push(text: string): StreamEvent[] {
      buffer += text;
      const events: StreamEvent[] = [];
      let cut: number;
      while ((cut = buffer.search(/\r\n|\r|\n/)) >= 0) {
        // A lone '\r' at the end may be the first half of a CRLF: wait for the next chunk.
        if (buffer[cut] === '\r' && cut === buffer.length - 1) break;
        const line = buffer.slice(0, cut);
        buffer = buffer.slice(cut + (buffer.startsWith('\r\n', cut) ? 2 : 1));
        if (line === '') {
          if (data.length > 0 || type)
            events.push({ type: type || 'message', data: data.join('\n') });
          type = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') type = value;
        else if (field === 'data') data.push(value);
      }
      return events;
    },
  };
}
